import Foundation
import Synchronization

/// SIGTERM and SIGINT for `ripple serve`. A signal handler (installed first thing in `main`)
/// writes each signal to a pipe that one thread reads, whichever thread the kernel interrupts, so
/// none is lost. Before the server runs, a signal ends the process at once; once it runs, the
/// first asks for a graceful stop (on the stream `graceful` returns) and a second ends the process
/// at once.
final class StopSignals: Sendable {
  static let shared = StopSignals()

  private let state = Mutex<State>(State())

  private struct State {
    var seen = 0
    var waiter: AsyncStream<Int32>.Continuation?
  }

  /// Installs the handler for SIGTERM and SIGINT and starts the thread that reads what it writes.
  static func install() {
    var ends: [Int32] = [-1, -1]
    guard pipe(&ends) == 0 else { return }
    for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
    signalPipe = ends[1]
    for number in [SIGTERM, SIGINT] {
      var action = sigaction()
      #if os(Linux)
      action.__sigaction_handler.sa_handler = forwardSignal
      #else
      action.__sigaction_u.__sa_handler = forwardSignal
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      sigaction(number, &action, nil)
    }
    let reading = ends[0]
    Thread.detachNewThread {
      var byte: UInt8 = 0
      while true {
        let count = read(reading, &byte, 1)
        if count == 1 {
          shared.received(Int32(byte))
        } else if count == 0 || errno != EINTR {
          return
        }
      }
    }
  }

  private func received(_ number: Int32) {
    let waiter: AsyncStream<Int32>.Continuation? = state.withLock { state in
      state.seen += 1
      return state.seen == 1 ? state.waiter : nil
    }
    guard let waiter else {
      Console.error(
        state.withLock { $0.seen } == 1
          ? "Stopped before it had started." : "A second stop signal: stopping at once.")
      _exit(128 + number)
    }
    waiter.yield(number)
  }

  /// From now on the first stop signal asks for a graceful stop instead of ending the process: it
  /// comes on the stream returned.
  func graceful() -> AsyncStream<Int32> {
    let (stream, continuation) = AsyncStream<Int32>.makeStream()
    state.withLock { $0.waiter = continuation }
    return stream
  }
}

/// The write end of the signal pipe: set once, before the handler is installed.
nonisolated(unsafe) private var signalPipe: Int32 = -1

/// The signal handler: only `write`, which is async-signal-safe.
private func forwardSignal(_ number: Int32) {
  var byte = UInt8(truncatingIfNeeded: number)
  _ = write(signalPipe, &byte, 1)
}
