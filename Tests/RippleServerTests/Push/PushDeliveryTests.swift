import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer

/// How a message reaches a push service: one POST to a checked address, no redirect followed,
/// no answer body read, bounded in time.
@Suite struct PushDeliveryTests {
  static let loopback = PushOptions(allowLoopback: true, timeout: .seconds(5))

  @Test func aRedirectIsNotDeliveredAndNotFollowed() async throws {
    let elsewhere = try await PushListener.start(.answer(201))
    let redirecting = try await PushListener.start(
      .answer(301, headers: [("Location", elsewhere.url)]))
    let sender = PushTestSupport.sender(Self.loopback)
    let outcome = await sender.send(
      Data("hello".utf8), to: PushTestSupport.subscription(redirecting.url), nowSeconds: 100)
    guard case .failed(let reason) = outcome else {
      Issue.record("a 301 counted as \(outcome)")
      return
    }
    #expect(reason.contains("301"), "\(reason)")
    #expect(redirecting.record.requests == 1)
    #expect(elsewhere.record.connections == 0)
    await redirecting.close()
    await elsewhere.close()
  }

  /// 64 MiB of answer: the sender reads the status and hangs up, so the push service gets only
  /// as far as the socket buffers let it.
  @Test func aHugeAnswerIsNotRead() async throws {
    let total = 64 * 1024 * 1024
    let service = try await PushListener.start(.largeBody(bytes: total))
    let sender = PushTestSupport.sender(Self.loopback)
    let outcome = await sender.send(
      Data("hello".utf8), to: PushTestSupport.subscription(service.url), nowSeconds: 100)
    #expect(outcome == .delivered)
    let record = try await service.wait { $0.closed == 1 }
    #expect(record.closed == 1)
    #expect(record.bodyBytesWritten < total / 4, "\(record.bodyBytesWritten) bytes were taken")
    await service.close()
  }

  @Test func aServiceThatNeverAnswersTimesOut() async throws {
    let service = try await PushListener.start(.hang)
    let sender = PushTestSupport.sender(
      PushOptions(allowLoopback: true, timeout: .milliseconds(500)))
    let outcome = await sender.send(
      Data("hello".utf8), to: PushTestSupport.subscription(service.url), nowSeconds: 100)
    #expect(outcome == .failed("no answer in time"))
    #expect(try await service.wait { $0.closed == 1 }.closed == 1)
    await service.close()
  }
}
