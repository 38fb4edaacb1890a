import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// `/api/v1/private`: an account's keyring kept as sent, replaced whole, removed; every broken
/// rule refused naming its field with nothing changed; nobody else's to read; changed signed in,
/// never with an access token; and local mode, which keeps nothing on a shared server, refuses
/// to turn private mode on (or off).
@Suite struct PrivateModeRouteTests {
  @Test func privateModeIsOffUntilAKeyringIsPutThenServedAsPut() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let off = try await app.send(.get, "/api/v1/private", as: ann)
      #expect(off.status == .ok)
      #expect(off.text == SentKeyring.off)

      let put = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      #expect(put.status == .ok, "\(put.text)")
      #expect(put.text == SentKeyring.answer(updatedAt: app.clock.now))
      app.clock.now += 60_000
      let on = try await app.send(.get, "/api/v1/private", as: ann)
      #expect(on.status == .ok)
      #expect(on.text == put.text)
    }
  }

  @Test func aKeyringIsReplacedWholeAndRemovedOnceOrMore() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let id = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: ann).json["id"].string))
      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let first = try await app.store.changeSequence(for: id)

      // A new passphrase: a new salt and wrapping, more iterations, a later time.
      app.clock.now += 60_000
      let salt = SentKeyring.bytes(16, first: 9)
      let byPassphrase = SentKeyring.bytes(61, seed: 7)
      let replaced = try await app.send(
        .put, "/api/v1/private/keyring",
        json: SentKeyring.body([
          "iterations": 1_000_000, "salt": salt, "wrappedByPassphrase": byPassphrase,
        ]), as: ann)
      let expected = SentKeyring.answer(
        iterations: 1_000_000, salt: salt, byPassphrase: byPassphrase, updatedAt: app.clock.now)
      #expect(replaced.status == .ok)
      #expect(replaced.text == expected)
      #expect(try await app.send(.get, "/api/v1/private", as: ann).text == expected)
      // The account's other devices see a change.
      #expect(try await app.store.changeSequence(for: id) > first)

      for _ in 0..<2 {
        let removed = try await app.send(.delete, "/api/v1/private/keyring", as: ann)
        #expect(removed.status == .noContent)
        #expect(try await app.send(.get, "/api/v1/private", as: ann).text == SentKeyring.off)
      }
    }
  }

  /// Each rule once broken, the rest of the keyring well formed.
  static var broken: [(String, Any?)] {
    [
      ("version", nil), ("version", 2), ("version", 0),
      ("iterations", nil), ("iterations", 599_999), ("iterations", 10_000_001),
      ("salt", nil), ("salt", ""), ("salt", "not base64!"), ("salt", SentKeyring.bytes(15)),
      ("salt", SentKeyring.bytes(17)), ("salt", String(SentKeyring.salt.dropLast(2))),
      ("salt", SentKeyring.salt + "\n"),
      // Bits past the last byte (base64 that does not encode back the same).
      ("salt", String(SentKeyring.salt.dropLast(3)) + "x=="),
      ("salt", SentKeyring.urlAlphabetSalt),
      ("wrappedByPassphrase", nil), ("wrappedByPassphrase", SentKeyring.bytes(60)),
      ("wrappedByPassphrase", SentKeyring.bytes(62)),
      ("wrappedByPassphrase", SentKeyring.bytes(61, first: 2)),
      ("wrappedByPassphrase", SentKeyring.salt),
      ("wrappedByRecovery", nil), ("wrappedByRecovery", SentKeyring.bytes(61, first: 0)),
      ("wrappedByRecovery", SentKeyring.bytes(29)),
    ]
  }

  @Test func eachBrokenRuleIsRefusedNamingItsFieldAndChangesNothing() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let id = UserID(
        try #require(try await app.send(.get, "/api/v1/me", as: ann).json["id"].string))
      let kept = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann
      ).text
      let sequence = try await app.store.changeSequence(for: id)
      app.clock.now += 60_000

      for (field, value) in Self.broken {
        let body = SentKeyring.body([field: value])
        let reply = try await app.send(.put, "/api/v1/private/keyring", json: body, as: ann)
        #expect(reply.status == .unprocessableContent, "\(body): \(reply.text)")
        #expect(reply.errorCode == "validation_failed", "\(body)")
        #expect(reply.json["error"]["field"].string == field, "\(body): \(reply.text)")
      }
      // A member of another type is not a keyring's either (400, as every malformed body).
      for (field, value) in [("iterations", "600000" as Any), ("salt", 16), ("version", "1")] {
        let body = SentKeyring.body([field: value])
        let reply = try await app.send(.put, "/api/v1/private/keyring", json: body, as: ann)
        #expect(reply.status == .badRequest, "\(body): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(body): \(reply.text)")
      }
      #expect(try await app.send(.get, "/api/v1/private", as: ann).text == kept)
      #expect(try await app.store.changeSequence(for: id) == sequence)
    }
  }

  @Test func anotherAccountNeitherSeesNorRemovesTheKeyring() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let kept = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann
      ).text

      #expect(try await app.send(.get, "/api/v1/private", as: bob).text == SentKeyring.off)
      #expect(try await app.send(.delete, "/api/v1/private/keyring", as: bob).status == .noContent)
      let bobs = try await app.send(
        .put, "/api/v1/private/keyring",
        json: SentKeyring.body(["salt": SentKeyring.bytes(16, first: 5)]), as: bob)
      #expect(bobs.status == .ok)
      #expect(try await app.send(.get, "/api/v1/private", as: ann).text == kept)
      #expect(try await app.send(.get, "/api/v1/private").status == .unauthorized)
    }
  }

  @Test func theKeyringIsChangedSignedInNeverWithAnAccessToken() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let kept = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann
      ).text
      let made = try await app.send(.post, "/api/v1/me/tokens", json: #"{"name": "CLI"}"#, as: ann)
      let token = Credential.bearer(try #require(made.json["token"].string))
      #expect(try await app.send(.get, "/api/v1/private", as: token).text == kept)
      for (method, json) in [
        (HTTPRequest.Method.put, SentKeyring.body(["salt": SentKeyring.bytes(16, first: 5)])),
        (.delete, nil),
      ] {
        let reply = try await app.send(method, "/api/v1/private/keyring", json: json, as: token)
        #expect(reply.status == .forbidden, "\(method): \(reply.text)")
        #expect(reply.errorCode == "insufficient_scope")
      }
      #expect(try await app.send(.get, "/api/v1/private", as: ann).text == kept)
    }
  }

  @Test func localModeRefusesToTurnPrivateModeOn() async throws {
    try await TestApp.run { app in
      #expect(try await app.get("/api/v1/private").text == SentKeyring.off)
      try await app.expectError(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), status: .conflict,
        code: "private_mode_needs_accounts",
        message:
          "Private mode needs accounts mode: it protects what an account keeps on a shared server.")
      #expect(try await app.get("/api/v1/private").text == SentKeyring.off)
      try await app.expectError(
        .delete, "/api/v1/private/keyring", status: .conflict, code: "private_mode_needs_accounts",
        message:
          "Private mode needs accounts mode: it protects what an account keeps on a shared server.")
    }
  }
}
