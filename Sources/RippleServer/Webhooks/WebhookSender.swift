import Foundation
import RippleServices
import RippleStore

/// Sends one webhook message: its URL checked again (`PushDestination`, as Web Push does: https,
/// public addresses only, resolved now), one POST to an address that passed, no redirect
/// followed, no answer body read, everything within `options.timeout`.
struct WebhookSender: Sendable {
  let options: PushOptions

  func send(
    _ delivery: WebhookDelivery, url: String, secret: String, nowMillis: Int64
  ) async -> WebhookAttempt {
    let destination: PushDestination
    do {
      destination = try await PushDestination.check(url, options: options, naming: .webhook)
    } catch {
      return WebhookAttempt(status: nil, error: "Refused: \(error)", at: nowMillis)
    }
    let timestamp = nowMillis / 1000
    guard let address = destination.addresses.first,
      let signature = WebhookSignature.sign(
        id: delivery.id, timestamp: timestamp, body: delivery.payload, secret: secret)
    else {
      return WebhookAttempt(status: nil, error: "The webhook's secret is damaged", at: nowMillis)
    }
    let request = HTTPPost.Request(
      host: destination.host, port: destination.port, tls: destination.tls,
      target: destination.target,
      headers: [
        ("Content-Type", "application/json"), ("User-Agent", "Ripple-Webhooks/1"),
        ("webhook-id", delivery.id), ("webhook-timestamp", String(timestamp)),
        ("webhook-signature", signature),
      ],
      body: Array(delivery.payload.utf8))
    do {
      let status = try await HTTPPost.post(
        request, to: address, timeout: options.timeout, extraTrust: options.extraTrust)
      switch status {
      case 200..<300: return WebhookAttempt(status: status, error: nil, at: nowMillis)
      case 300..<400:
        return WebhookAttempt(
          status: status, error: "Redirected (\(status)); redirects are not followed",
          at: nowMillis)
      default:
        return WebhookAttempt(status: status, error: "Answered \(status)", at: nowMillis)
      }
    } catch {
      return WebhookAttempt(status: nil, error: "No answer: \(error)", at: nowMillis)
    }
  }
}
