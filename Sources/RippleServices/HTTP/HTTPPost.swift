import NIOCore
import NIOHTTP1
import NIOPosix
import NIOSSL

/// One HTTP/1.1 POST, on SwiftNIO (the server's own event loops: no URLSession, so no libcurl
/// and its dozens of libraries in the process). Redirects are not followed. Over TLS the
/// certificate is verified against the host name. Everything, connecting included, ends within
/// `timeout`, or when the calling task is cancelled.
///
/// Two uses: a push service or a webhook, at an address checked beforehand (`post(_:to:...)`:
/// no name is resolved here and no body is read, so an answer of any size costs nothing); and a
/// service the operator configured, such as the coach's model server (`exchange(_:...)`: the
/// host name resolved by the system, the answer's body read up to a limit).
public enum HTTPPost {
  public struct Request: Sendable {
    public var host: String
    public var port: Int
    public var tls: Bool
    /// The path and query.
    public var target: String
    public var headers: [(String, String)]
    public var body: [UInt8]

    public init(
      host: String, port: Int, tls: Bool, target: String, headers: [(String, String)],
      body: [UInt8]
    ) {
      self.host = host
      self.port = port
      self.tls = tls
      self.target = target
      self.headers = headers
      self.body = body
    }
  }

  /// The status and, with `exchange`, the body.
  public struct Answer: Sendable {
    public var status: Int
    public var body: [UInt8]
  }

  public enum Failure: Error, CustomStringConvertible {
    case timedOut
    case closedBeforeAnswering
    case bodyTooLarge(limit: Int)

    public var description: String {
      switch self {
      case .timedOut: "no answer in time"
      case .closedBeforeAnswering: "the connection closed before an answer"
      case .bodyTooLarge(let limit): "the answer is larger than \(limit) bytes"
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

  /// The status code answered by the server at `address` (checked beforehand); no body is read.
  public static func post(
    _ request: Request, to address: SocketAddress, timeout: Duration,
    extraTrust: [NIOSSLCertificate] = []
  ) async throws -> Int {
    try await send(
      request, timeout: timeout, extraTrust: extraTrust, bodyLimit: nil,
      connect: { $0.connect(to: address) }
    ).status
  }

  /// The status and body (at most `bodyLimit` bytes, else `Failure.bodyTooLarge`) answered by
  /// the request's host, its name resolved by the system.
  public static func exchange(
    _ request: Request, timeout: Duration, bodyLimit: Int
  ) async throws -> Answer {
    try await send(
      request, timeout: timeout, extraTrust: [], bodyLimit: bodyLimit,
      connect: { $0.connect(host: request.host, port: request.port) })
  }

  private static func send(
    _ request: Request, timeout: Duration, extraTrust: [NIOSSLCertificate], bodyLimit: Int?,
    connect: (ClientBootstrap) -> EventLoopFuture<any Channel>
  ) async throws -> Answer {
    let tls = request.tls ? try tlsContext(trusting: extraTrust) : nil
    let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
    let deadline = NIODeadline.now() + TimeAmount(timeout)
    let answer = eventLoop.makePromise(of: Answer.self)
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
          try pipeline.addHandler(HTTPAnswerHandler(answer: answer, bodyLimit: bodyLimit))
        }
      }
    let connecting = connect(bootstrap)
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

/// Completes `answer` with the response's status, then closes the connection: at its head when
/// no body is wanted (`bodyLimit` nil), else at its end with the body. Fails it when the
/// connection errs or closes first, or the body passes its limit.
final class HTTPAnswerHandler: ChannelInboundHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPClientResponsePart

  let answer: EventLoopPromise<HTTPPost.Answer>
  let bodyLimit: Int?
  private var status = 0
  private var body: [UInt8] = []

  init(answer: EventLoopPromise<HTTPPost.Answer>, bodyLimit: Int?) {
    self.answer = answer
    self.bodyLimit = bodyLimit
  }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    switch unwrapInboundIn(data) {
    case .head(let head):
      status = Int(head.status.code)
      if bodyLimit == nil { finish(context) }
    case .body(let part):
      guard let bodyLimit else { return }
      guard body.count + part.readableBytes <= bodyLimit else {
        answer.fail(HTTPPost.Failure.bodyTooLarge(limit: bodyLimit))
        context.close(promise: nil)
        return
      }
      body.append(contentsOf: part.readableBytesView)
    case .end:
      if bodyLimit != nil { finish(context) }
    }
  }

  private func finish(_ context: ChannelHandlerContext) {
    answer.succeed(HTTPPost.Answer(status: status, body: body))
    context.close(promise: nil)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    answer.fail(error)
    context.close(promise: nil)
  }

  func channelInactive(context: ChannelHandlerContext) {
    answer.fail(HTTPPost.Failure.closedBeforeAnswering)
    context.fireChannelInactive()
  }
}
