import Foundation
import RippleServer

/// How `ripple serve` ends: at the first stop signal (or when the listener ends by itself), the
/// requests in flight are answered and idle connections closed, for at most `deadline`.
enum ServeStop {
  enum Outcome { case stopped, deadlineReached }

  /// Waits for a stop signal, then stops `server` gracefully within `deadline`.
  static func run(
    _ server: ListeningServer, signals: AsyncStream<Int32>, deadline: Duration
  )
    async -> Outcome
  {
    let (events, continuation) = AsyncStream<Event>.makeStream()
    let watchers = [
      Task {
        for await number in signals {
          _ = continuation.yield(.signal(number))
          return
        }
      },
      Task {
        await server.waitUntilStopped()
        _ = continuation.yield(.listenerEnded)
      },
    ]
    defer { watchers.forEach { $0.cancel() } }
    var iterator = events.makeAsyncIterator()
    if case .signal = await iterator.next() {
      Console.out("Stopping: answering the requests in flight (for at most \(deadline.seconds) s)…")
    }
    let stopping = Task {
      await server.stop()
      _ = continuation.yield(.stopped)
    }
    let timer = Task {
      try? await Task.sleep(for: deadline)
      _ = continuation.yield(.deadline)
    }
    defer { timer.cancel() }
    while let event = await iterator.next() {
      switch event {
      case .stopped: return .stopped
      case .deadline:
        stopping.cancel()
        return .deadlineReached
      case .signal, .listenerEnded: continue
      }
    }
    return .stopped
  }

  private enum Event: Sendable { case signal(Int32), listenerEnded, stopped, deadline }
}

extension Duration {
  /// Whole seconds, for messages.
  fileprivate var seconds: Int64 { components.seconds }
}
