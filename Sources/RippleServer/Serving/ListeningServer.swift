import Hummingbird
import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1
import NIOPosix
import Synchronization

/// `ripple serve`'s HTTP server, run without a service group: `start` returns once the listener
/// is bound (or throws at once when it cannot be), and stopping is asked for explicitly.
///
/// Hummingbird's `Application.run` starts its date-header timer beside the server in a service
/// group; when the bind fails, the group cancels that timer while it may be entering its next
/// tick, and swift-async-algorithms 1.1.4's `merge` holds a lock across that entry, so the
/// cancellation can wait on a lock whose holder cannot run again: the process hung for good. Here
/// nothing runs beside the listener until it is bound, and nothing is cancelled to stop it.
public final class ListeningServer: Sendable {
  /// The port the listener is bound to (the one chosen, when asked for port 0).
  public let port: Int
  private let server: Server<HTTP1Channel>
  private let running: Task<Void, any Error>

  private init(port: Int, server: Server<HTTP1Channel>, running: Task<Void, any Error>) {
    self.port = port
    self.server = server
    self.running = running
  }

  /// Binds `configuration`'s address and starts answering with `router`.
  /// - Throws: `ListenError` when the address cannot be bound.
  public static func start(
    router: Router<AppRequestContext>, configuration: ServerConfiguration, logger: Logger
  ) async throws(ListenError) -> ListeningServer {
    let responder = router.buildResponder()
    let date = HTTPDate()
    let channel = HTTP1Channel(
      responder: { request, writer, channel in
        if request.headers[.expect]?.lowercased() == "100-continue" {
          // The client waits for this before sending a body (curl does, for large uploads).
          try await writer.writeInformationalHead(HTTPResponse(status: .continue))
        }
        let context = AppRequestContext(source: .init(channel: channel, logger: logger))
        var response: Response
        do {
          response = try await responder.respond(to: request, context: context)
        } catch let error as HTTPParserError {
          throw error  // the connection answers 400 and closes
        } catch {
          response = Response(status: .internalServerError)
        }
        response.headers[.date] = date.now
        response.headers[.server] = ServerConfiguration.serverName
        do {
          try await writer.write(response: response.head, body: response.body)
        } catch is HTTPParserError {
          throw ResponseAbandoned()  // a response has begun: close without another
        }
      },
      configuration: configuration.httpChannel)
    let bound = BoundPort()
    let server = Server(
      childChannelSetup: channel,
      configuration: .init(
        address: .hostname(configuration.host, port: configuration.port),
        serverName: ServerConfiguration.serverName),
      onServerRunning: { channel in bound.resolve(.success(channel.localAddress?.port ?? 0)) },
      eventLoopGroup: MultiThreadedEventLoopGroup.singleton, logger: logger)
    let running = Task {
      do {
        try await server.run()
      } catch {
        bound.resolve(
          .failure(ListenError(host: configuration.host, port: configuration.port, reason: error)))
        throw error
      }
    }
    let port = try await bound.value
    return ListeningServer(port: port, server: server, running: running)
  }

  /// Stops accepting connections and waits for the requests in flight to be answered, closing
  /// idle connections; returns once every connection is closed.
  public func stop() async {
    try? await server.shutdownGracefully()
    _ = await running.result
  }

  /// Closes every connection now, answered or not (for when a graceful stop took too long).
  public func abort() async {
    running.cancel()
    _ = await running.result
  }

  /// Returns when the server has stopped, for whatever reason.
  public func waitUntilStopped() async {
    _ = await running.result
  }
}

/// A request body turned out malformed while its answer was being written.
private struct ResponseAbandoned: Error {}

/// Why the server could not listen: the address and the system's reason.
public struct ListenError: Error, CustomStringConvertible {
  public var host: String
  public var port: Int
  public var reason: any Error

  public var description: String {
    "cannot listen on \(host):\(port): \(ListenError.explain(reason))"
  }

  static func explain(_ error: any Error) -> String {
    guard let io = error as? IOError else { return "\(error)" }
    switch io.errnoCode {
    case EADDRINUSE: return "the port is in use (choose another with --port, or stop what uses it)"
    case EADDRNOTAVAIL: return "no network interface here has that address (check --host)"
    case EACCES: return "not permitted (ports below 1024 need privileges; choose another --port)"
    default: return io.description
    }
  }
}

/// The bound port, or why binding failed: resolved once, by whichever comes first.
private final class BoundPort: Sendable {
  private let state = Mutex<State>(.waiting(nil))

  private enum State {
    case waiting(CheckedContinuation<Int, any Error>?)
    case resolved(Result<Int, ListenError>)
  }

  func resolve(_ result: Result<Int, ListenError>) {
    let waiter: CheckedContinuation<Int, any Error>? = state.withLock { state in
      guard case .waiting(let waiter) = state else { return nil }
      state = .resolved(result)
      return waiter
    }
    waiter?.resume(with: result.mapError { $0 as any Error })
  }

  var value: Int {
    get async throws(ListenError) {
      do {
        return try await withCheckedThrowingContinuation { continuation in
          let ready: Result<Int, ListenError>? = state.withLock { state in
            switch state {
            case .waiting: state = .waiting(continuation); return nil
            case .resolved(let result): return result
            }
          }
          if let ready { continuation.resume(with: ready.mapError { $0 as any Error }) }
        }
      } catch let error as ListenError {
        throw error
      } catch {
        throw ListenError(host: "", port: 0, reason: error)
      }
    }
  }
}
