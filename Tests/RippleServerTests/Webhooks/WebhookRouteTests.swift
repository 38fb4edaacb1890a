import Foundation
import HTTPTypes
import RippleCore
import RippleStore
import RippleTestSupport
import Testing

@testable import RippleServer

/// `/api/v1/webhooks`: registering endpoints, what is refused, and the delivery log.
@Suite struct WebhookRouteTests {
  static let today = "2026-11-18"

  static func register(
    _ app: TestApp, _ url: String, events: [String] = ["checkin.recorded"]
  ) async throws -> Reply {
    let names = events.map { "\"\($0)\"" }.joined(separator: ", ")
    return try await app.send(
      .post, "/api/v1/webhooks", json: #"{"url": "\#(url)", "events": [\#(names)]}"#)
  }

  @Test func anEndpointIsListedChangedAndRemoved() async throws {
    try await TestApp.run { app in
      let made = try await Self.register(
        app, "https://93.184.216.34/hooks/ripple", events: ["day.completed", "checkin.recorded"])
      #expect(made.status == .created, "\(made.text)")
      let secret = try #require(made.json["secret"].string)
      #expect(secret.hasPrefix("whsec_") && secret.count > 40)
      #expect(
        made.json["webhook"]["events"].array.map(\.string) == ["checkin.recorded", "day.completed"])
      let id = try #require(made.json["webhook"]["id"].string)

      let list = try await app.get("/api/v1/webhooks")
      #expect(list.json["webhooks"].array.count == 1)
      #expect(list.json["webhooks"][0]["secret"].isNull, "the secret is shown once")
      #expect(!list.text.contains(secret))
      #expect(list.json["events"].array.map(\.["name"].string).count == 5)
      #expect(list.json["limit"] == 10)

      let changed = try await app.send(
        .patch, "/api/v1/webhooks/\(id)",
        json: #"{"events": ["streak.milestone"], "enabled": false}"#)
      #expect(changed.status == .ok, "\(changed.text)")
      #expect(changed.json["webhook"]["events"].array.map(\.string) == ["streak.milestone"])
      #expect(changed.json["webhook"]["enabled"] == false)

      #expect(try await app.send(.delete, "/api/v1/webhooks/\(id)").status == .noContent)
      #expect(try await app.send(.delete, "/api/v1/webhooks/\(id)").status == .notFound)
      #expect(try await app.get("/api/v1/webhooks/\(id)/deliveries").status == .notFound)
      #expect(try await app.get("/api/v1/webhooks").json["webhooks"].array.isEmpty)
    }
  }

  /// Only https to public addresses: the field at fault is named and nothing is stored.
  @Test func badEndpointsAndEventsAreRefusedByField() async throws {
    try await TestApp.run { app in
      let refused: [(String, String)] = [
        (#"{"url": "http://93.184.216.34/hook", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://127.0.0.1/hook", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://10.1.2.3/hook", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://169.254.169.254/latest", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://[::1]/hook", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://localhost/hook", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://u:p@93.184.216.34/", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "not a url", "events": ["checkin.recorded"]}"#, "url"),
        (#"{"events": ["checkin.recorded"]}"#, "url"),
        (#"{"url": "https://93.184.216.34/hook", "events": []}"#, "events"),
        (#"{"url": "https://93.184.216.34/hook"}"#, "events"),
        (#"{"url": "https://93.184.216.34/hook", "events": ["webhook.test"]}"#, "events"),
        (#"{"url": "https://93.184.216.34/hook", "events": ["checkin.deleted"]}"#, "events"),
        // Past its 2,000 characters in escaped 4-byte characters (a 24 KB body): the field is
        // named, not the body's size (schemathesis found a 413 at 8 KB).
        (
          #"{"url": "https://93.184.216.34/"# + String(repeating: #"\udb59\udc77"#, count: 2_001)
            + #"", "events": ["checkin.recorded"]}"#, "url"
        ),
      ]
      for (body, field) in refused {
        let reply = try await app.send(.post, "/api/v1/webhooks", json: body)
        #expect(reply.status == .unprocessableContent, "\(body): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(body): \(reply.text)")
      }
      #expect(try await app.get("/api/v1/webhooks").json["webhooks"].array.isEmpty)

      for number in 0..<10 {
        let made = try await Self.register(app, "https://93.184.216.34/hook/\(number)")
        #expect(made.status == .created, "\(made.text)")
      }
      let eleventh = try await Self.register(app, "https://93.184.216.34/hook/10")
      #expect(eleventh.status == .conflict, "\(eleventh.text)")
      #expect(eleventh.json["error"]["code"].string == "webhook_limit")
      #expect(try await app.get("/api/v1/webhooks").json["webhooks"].array.count == 10)
    }
  }
}
