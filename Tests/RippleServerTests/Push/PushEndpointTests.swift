import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer

/// A push subscription cannot point the server at its own network: only https endpoints whose
/// host is a public unicast address are kept (422 naming `endpoint` otherwise), and each message
/// checks the name again and connects only to the address it checked.
@Suite struct PushEndpointTests {
  static let refused = [
    "https://169.254.169.254/latest/meta-data",
    "https://[::1]/push",
    "https://[::ffff:127.0.0.1]/push",
    "https://[::ffff:a9fe:a9fe]/push",
    "https://10.0.0.1/push",
    "https://172.16.5.4/push",
    "https://192.168.0.1/push",
    "https://100.64.0.1/push",
    "https://127.0.0.1/push",
    "https://0.0.0.0/push",
    "https://[::]/push",
    "https://[fd00::1]/push",
    "https://[fe80::1]/push",
    "https://224.0.0.1/push",
    "https://255.255.255.255/push",
    "https://localhost/push",
    "https://push.localhost/push",
    "http://127.0.0.1:8080/push",
    "http://push.example.com/push",
    "ftp://push.example.com/push",
    "https://user:secret@push.example.com/push",
  ]

  @Test(arguments: refused) func aForbiddenEndpointIsRefusedAtSubscribe(
    _ endpoint: String
  )
    async throws
  {
    // Any name resolves to a public address here; the refusal comes from the URL itself.
    let resolver = PushTestSupport.ScriptedResolver("93.184.216.34")
    try await TestApp.run(
      configuration: PushTestSupport.configuration(PushOptions(resolver: resolver.resolver))
    ) { app in
      let reply = try await app.expectError(
        .post, "/api/v1/push/subscriptions", json: PushTestSupport.subscriptionJSON(endpoint),
        status: .unprocessableContent, code: "validation_failed", field: "endpoint")
      #expect(reply.json["error"]["message"].string?.contains("endpoint") == true)
      #expect(try await app.store.pushSubscriptions(for: .local).isEmpty)
    }
  }

  @Test func aNameIsJudgedByWhatItResolvesTo() async throws {
    for (answer, expected) in [("10.1.2.3", "a private address"), ("::1", "a loopback address")] {
      let resolver = PushTestSupport.ScriptedResolver(answer)
      try await TestApp.run(
        configuration: PushTestSupport.configuration(PushOptions(resolver: resolver.resolver))
      ) { app in
        let reply = try await app.expectError(
          .post, "/api/v1/push/subscriptions",
          json: PushTestSupport.subscriptionJSON("https://push.example.com/x"),
          status: .unprocessableContent, code: "validation_failed", field: "endpoint")
        let message = try #require(reply.json["error"]["message"].string)
        #expect(message.contains("push.example.com resolves to \(answer)"), "\(message)")
        #expect(message.contains(expected), "\(message)")
      }
    }
  }

  @Test func aPublicNameIsKept() async throws {
    let resolver = PushTestSupport.ScriptedResolver("93.184.216.34")
    try await TestApp.run(
      configuration: PushTestSupport.configuration(PushOptions(resolver: resolver.resolver))
    ) { app in
      let endpoint = "https://push.example.com/x"
      let reply = try await app.send(
        .post, "/api/v1/push/subscriptions", json: PushTestSupport.subscriptionJSON(endpoint))
      #expect(reply.status == .created, "\(reply.text)")
      #expect(try await app.store.pushSubscriptions(for: .local).map(\.endpoint) == [endpoint])
      #expect(resolver.lookups.withLock { $0 } == 1)
    }
  }

  /// The loopback allowance (`--allow-loopback-push`) opens loopback and nothing else.
  @Test func allowingLoopbackAllowsOnlyLoopback() async throws {
    try await TestApp.run(
      configuration: PushTestSupport.configuration(PushOptions(allowLoopback: true))
    ) { app in
      for endpoint in ["http://127.0.0.1:9/push", "https://[::1]:9/push", "http://localhost:9/p"] {
        let reply = try await app.send(
          .post, "/api/v1/push/subscriptions", json: PushTestSupport.subscriptionJSON(endpoint))
        #expect(reply.status == .created, "\(endpoint): \(reply.text)")
      }
      for endpoint in [
        "http://10.0.0.1/push", "https://169.254.169.254/", "http://[::ffff:10.0.0.1]/",
      ] {
        try await app.expectError(
          .post, "/api/v1/push/subscriptions", json: PushTestSupport.subscriptionJSON(endpoint),
          status: .unprocessableContent, code: "validation_failed", field: "endpoint")
      }
    }
  }

  /// DNS rebinding: a name that was public when subscribed and points at loopback when a
  /// message goes out is refused then, and nothing on loopback is contacted.
  @Test func aNameThatTurnsInwardIsRefusedAtSend() async throws {
    let inside = try await PushListener.start(.answer(201))
    defer { Task { await inside.close() } }
    let resolver = PushTestSupport.ScriptedResolver("93.184.216.34", "127.0.0.1")
    try await TestApp.run(
      configuration: PushTestSupport.configuration(PushOptions(resolver: resolver.resolver))
    ) { app in
      let endpoint = "https://push.example.com:\(inside.port)/x"
      let reply = try await app.send(
        .post, "/api/v1/push/subscriptions", json: PushTestSupport.subscriptionJSON(endpoint))
      #expect(reply.status == .created, "\(reply.text)")
      let test = try await app.send(.post, "/api/v1/push/test")
      #expect(test.json["delivered"].int == 0, "\(test.text)")
      #expect(resolver.lookups.withLock { $0 } == 2)
    }
    #expect(inside.record.connections == 0)
  }
}
