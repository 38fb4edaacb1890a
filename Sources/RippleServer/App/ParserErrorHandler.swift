import Foundation
import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes
import RippleWire

/// Answers a request the HTTP parser rejects (a URL or headers past the limits, malformed
/// syntax) with the API's error shape and the security headers, then closes the connection.
/// Hummingbird's own answer to a parser error is an empty 400; this handler sits in front of it
/// and only acts between requests, so it never interleaves with a response being written.
final class ParserErrorHandler: ChannelDuplexHandler, RemovableChannelHandler {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// Requests whose head was read and whose response has not ended.
  private var inFlight = 0
  private var answered = false

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    if case .head = unwrapInboundIn(data) { inFlight += 1 }
    context.fireChannelRead(data)
  }

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    if case .end = unwrapOutboundIn(data) { inFlight -= 1 }
    context.write(data, promise: promise)
  }

  func errorCaught(context: ChannelHandlerContext, error: any Error) {
    guard let parserError = error as? HTTPParserError, inFlight == 0, !answered else {
      context.fireErrorCaught(error)
      return
    }
    answered = true
    let body = ByteBuffer(data: Self.body(for: parserError))
    var fields: HTTPFields = [
      .contentType: "application/json; charset=utf-8", .connection: "close",
      .contentLength: String(body.readableBytes),
    ]
    fields[.contentSecurityPolicy] = SecurityHeadersMiddleware.contentSecurityPolicy
    fields[.xContentTypeOptions] = "nosniff"
    fields[.cacheControl] = "no-store"
    fields[HTTPField.Name("Referrer-Policy")!] = "no-referrer"
    let head = HTTPResponse(status: .badRequest, headerFields: fields)
    context.write(wrapOutboundOut(.head(head)), promise: nil)
    context.write(wrapOutboundOut(.body(body)), promise: nil)
    context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
      context.close(promise: nil)
    }
  }

  static func body(for error: HTTPParserError) -> Data {
    let message: String
    switch error {
    case .headerOverflow: message = "The request line or headers are too large"
    default: message = "The request is not valid HTTP"
    }
    return Data(ErrorJSON(code: .badRequest, message: message, field: nil).jsonBytes)
  }
}
