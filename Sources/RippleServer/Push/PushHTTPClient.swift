import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// One HTTP/1.1 POST to a push service, to an address checked beforehand: no name is resolved
/// here, redirects are not followed (the status is all it reports) and no body is read, so an
/// answer of any size costs nothing. Over TLS the certificate is verified against the URL's
/// host name. Everything, connecting included, ends within `timeout`, or when the calling task
/// is cancelled.
enum PushHTTPClient {
  struct Request: Sendable {
    var host: String
    var port: Int
    var tls: Bool
    var target: String
    var headers: [(String, String)]
    var body: [UInt8]
  }

  enum Failure: Error, CustomStringConvertible {
    case timedOut
    case closedBeforeAnswering

    var description: String {
      switch self {
      case .timedOut: "no answer in time"
      case .closedBeforeAnswering: "the connection closed before an answer"
      }
    }
  }

  /// The system's trust roots; made once.
  private static let systemTLS = Result {
    try NIOSSLContext(configuration: .makeClientConfiguration())
  }

  /// The system's trust roots and `extraTrust`.
  private static func tlsContext(trusting extraTrust: [NIOSSLCertificate]) throws -> NIOSSLContext {
    if extraTrust.isEmpty { return try systemTLS.get() }
    var configuration = TLSConfiguration.makeClientConfiguration()
    configuration.additionalTrustRoots = [.certificates(extraTrust)]
    return try NIOSSLContext(configuration: configuration)
  }

  /// The status code the push service answered with.
  static func post(
    _ request: Request, to address: SocketAddress, timeout: Duration,
    extraTrust: [NIOSSLCertificate] = []
  ) async throws -> Int {
    let tls = request.tls ? try tlsContext(trusting: extraTrust) : nil
    let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
    let deadline = NIODeadline.now() + TimeAmount(timeout)
    let answer = eventLoop.makePromise(of: Int.self)
    let timer = eventLoop.scheduleTask(deadline: deadline) { answer.fail(Failure.timedOut) }
    defer { timer.cancel() }
    // A certificate names a host; an IP literal is checked against the connected address.
    let serverName =
      (try? SocketAddress(ipAddress: request.host, port: 0)) == nil
      ? request.host : nil
    let bootstrap = ClientBootstrap(group: eventLoop)
      .connectTimeout(TimeAmount(timeout))
      .channelInitializer { channel in
        channel.eventLoop.makeCompletedFuture {
          let pipeline = channel.pipeline.syncOperations
          if let tls {
            try pipeline.addHandler(NIOSSLClientHandler(context: tls, serverHostname: serverName))
          }
          try pipeline.addHTTPClientHandlers()
          try pipeline.addHandler(PushAnswerHandler(answer: answer))
        }
      }
    let connecting = bootstrap.connect(to: address)
    connecting.whenFailure { answer.fail($0) }
    answer.futureResult.whenComplete { _ in
      connecting.whenSuccess { $0.close(promise: nil) }
    }
    connecting.whenSuccess { channel in
      let authority =
        request.port == (request.tls ? 443 : 80)
        ? hostHeader(request.host)
        : "\(hostHeader(request.host)):\(request.port)"
      var headers = HTTPHeaders([("Host", authority)])
      headers.add(contentsOf: request.headers)
      headers.add(name: "Content-Length", value: String(request.body.count))
      headers.add(name: "Connection", value: "close")
      let head = HTTPRequestHead(
        version: .http1_1, method: .POST, uri: request.target, headers: headers)
      channel.write(HTTPClientRequestPart.head(head), promise: nil)
      channel.write(
        HTTPClientRequestPart.body(.byteBuffer(ByteBuffer(bytes: request.body))), promise: nil)
      channel.writeAndFlush(HTTPClientRequestPart.end(nil)).whenFailure { answer.fail($0) }
    }
    // A task cancelled while waiting (a server stopping) gives up at once.
    return try await withTaskCancellationHandler {
      try await answer.futureResult.get()
    } onCancel: {
      answer.fail(CancellationError())
    }
  }

  /// An IPv6 literal goes in brackets in `Host`.
  private static func hostHeader(_ host: String) -> String {
    host.contains(":") ? "[\(host)]" : host
  }
}

/// Completes `answer` with the status of the response head, then closes the connection; fails
/// it when the connection errs or closes first.
final class PushAnswerHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPClientResponsePart

  let answer: EventLoopPromise<Int>

  init(answer: EventLoopPromise<Int>) {
    self.answer = answer
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head(let head) = unwrapInboundIn(data) {
      answer.succeed(Int(head.status.code))
      context.close(promise: nil)
    }
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    answer.fail(error)
    context.close(promise: nil)
  }

  func channelInactive(context: ChannelHandlerContext) {
    answer.fail(PushHTTPClient.Failure.closedBeforeAnswering)
    context.fireChannelInactive()
  }
}
