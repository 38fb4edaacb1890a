import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL
import Synchronization

/// A stand-in push service on 127.0.0.1 for tests: answers every POST as `behaviour` says and
/// records what happened (connections, requests, bytes of body written, hang-ups).
final class PushListener: Sendable {
  enum Behaviour: Sendable {
    /// Answers with this status and headers, and no body.
    case answer(Int, headers: [(String, String)] = [])
    /// Accepts the request and never answers.
    case hang
    /// Answers 200 with a body of `bytes`, written as fast as the client takes it.
    case largeBody(bytes: Int)
  }

  struct Record: Sendable {
    var connections = 0
    var requests = 0
    var closed = 0
    var bodyBytesWritten = 0
  }

  private let channel: any Channel
  private let recorder: Recorder
  let port: Int

  var record: Record { recorder.state.withLock { $0 } }
  var url: String { "http://127.0.0.1:\(port)/push/1" }
  /// The address of a TLS listener, by the name its certificate is for.
  var httpsURL: String { "https://localhost:\(port)/push/1" }

  private init(channel: any Channel, recorder: Recorder) {
    self.channel = channel
    self.recorder = recorder
    self.port = channel.localAddress?.port ?? 0
  }

  /// Listens on a free port; over TLS with `tls`.
  static func start(_ behaviour: Behaviour, tls: NIOSSLContext? = nil) async throws -> PushListener
  {
    let recorder = Recorder()
    let channel = try await ServerBootstrap(group: MultiThreadedEventLoopGroup.singleton)
      .serverChannelOption(.socketOption(.so_reuseaddr), value: 1)
      .childChannelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          if let tls {
            try channel.pipeline.syncOperations.addHandler(NIOSSLServerHandler(context: tls))
          }
          try channel.pipeline.syncOperations.configureHTTPServerPipeline()
          try channel.pipeline.syncOperations.addHandler(
            Handler(behaviour: behaviour, recorder: recorder))
        }
      }
      .bind(host: "127.0.0.1", port: 0).get()
    return PushListener(channel: channel, recorder: recorder)
  }

  /// Waits (polling, up to 30 s) until the record satisfies `condition`.
  func wait(until condition: (Record) -> Bool) async throws -> Record {
    for _ in 0..<1500 {
      let now = record
      if condition(now) { return now }
      try await Task.sleep(for: .milliseconds(20))
    }
    return record
  }

  func close() async {
    try? await channel.close()
  }

  private final class Recorder: Sendable {
    let state = Mutex(Record())
    func update(_ change: (inout Record) -> Void) {
      state.withLock { change(&$0) }
    }
  }

  private final class Handler: ChannelInboundHandler {
    typealias InboundIn = HTTPServerRequestPart
    typealias OutboundOut = HTTPServerResponsePart

    let behaviour: Behaviour
    let recorder: Recorder

    init(behaviour: Behaviour, recorder: Recorder) {
      self.behaviour = behaviour
      self.recorder = recorder
    }

    func channelActive(context: ChannelHandlerContext) {
      recorder.update { $0.connections += 1 }
      context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
      recorder.update { $0.closed += 1 }
      context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
      guard case .end = unwrapInboundIn(data) else { return }
      recorder.update { $0.requests += 1 }
      switch behaviour {
      case .hang: break
      case .answer(let status, let headers):
        var fields = HTTPHeaders(headers)
        fields.add(name: "Content-Length", value: "0")
        let head = HTTPResponseHead(
          version: .http1_1, status: HTTPResponseStatus(statusCode: status), headers: fields)
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.writeAndFlush(wrapOutboundOut(.end(nil)), promise: nil)
      case .largeBody(let bytes):
        let head = HTTPResponseHead(
          version: .http1_1, status: .ok, headers: ["Content-Length": String(bytes)])
        context.writeAndFlush(wrapOutboundOut(.head(head)), promise: nil)
        writeBody(left: bytes, context: context)
      }
    }

    /// Writes 64 KiB at a time, each after the one before reached the socket, until the body is
    /// complete or the client stops taking it.
    private func writeBody(left: Int, context: ChannelHandlerContext) {
      guard left > 0 else { return }
      let size = min(left, 64 * 1024)
      let chunk = ByteBuffer(repeating: UInt8(ascii: "x"), count: size)
      let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
      context.writeAndFlush(wrapOutboundOut(.body(.byteBuffer(chunk)))).whenSuccess {
        let (handler, context) = loopBound.value
        handler.recorder.update { $0.bodyBytesWritten += size }
        handler.writeBody(left: left - size, context: context)
      }
    }
  }
}
