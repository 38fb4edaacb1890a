import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// `/api/v1/private/items`: sealed items kept only while private mode is on, saved and removed
/// in one write, read all or since a time, every broken rule refused naming its item's field
/// with nothing kept, nobody else's to read, and gone with their habit.
@Suite struct PrivateItemRouteTests {
  /// A sealed item of `bytes` bytes (the format byte 1 first), base64.
  static func sealed(_ bytes: Int = 40, seed: UInt8 = 0) -> String {
    SentKeyring.bytes(bytes, seed: seed)
  }

  static func body(_ items: [[String: Any?]]) -> String {
    let list = items.map { item in item.mapValues { $0 ?? NSNull() } }
    let data = try! JSONSerialization.data(
      withJSONObject: ["items": list], options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  static func ids(_ reply: Reply) -> [String] {
    reply.json["items"].array.map {
      "\($0["kind"].string ?? "?") \($0["id"].string ?? "?")"
    }
  }

  @Test func itemsAreKeptWhilePrivateModeIsOnAndReadAllOrSinceATime() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let habit = try await app.createHabit("Private habit 1", as: ann)
      let write = Self.body([
        ["kind": "habit", "id": habit, "sealed": Self.sealed()],
        ["kind": "day", "id": "\(habit)/2026-11-20", "sealed": Self.sealed(60, seed: 3)],
      ])
      let off = try await app.send(.put, "/api/v1/private/items", json: write, as: ann)
      #expect(off.status == .conflict)
      #expect(off.errorCode == "private_mode_off")

      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let first = app.clock.now
      let saved = try await app.send(.put, "/api/v1/private/items", json: write, as: ann)
      #expect(saved.status == .ok, "\(saved.text)")
      #expect(Self.ids(saved) == ["habit \(habit)", "day \(habit)/2026-11-20"])
      #expect(saved.json["items"][0]["sealed"].string == Self.sealed())
      #expect(saved.json["items"][0]["updatedAt"].int == Int(first))

      app.clock.now += 1_000
      let renamed = try await app.send(
        .put, "/api/v1/private/items",
        json: Self.body([
          ["kind": "habit", "id": habit, "sealed": Self.sealed(44, seed: 9)],
          ["kind": "day", "id": "\(habit)/2026-11-20", "sealed": nil],
        ]), as: ann)
      #expect(renamed.status == .ok, "\(renamed.text)")
      let all = try await app.send(.get, "/api/v1/private/items", as: ann)
      #expect(Self.ids(all) == ["habit \(habit)"])
      #expect(all.json["items"][0]["sealed"].string == Self.sealed(44, seed: 9))
      let since = try await app.send(.get, "/api/v1/private/items?since=\(first)", as: ann)
      #expect(Self.ids(since) == ["habit \(habit)"])
      let none = try await app.send(.get, "/api/v1/private/items?since=\(app.clock.now)", as: ann)
      #expect(Self.ids(none).isEmpty)
      let bad = try await app.send(.get, "/api/v1/private/items?since=soon", as: ann)
      #expect(bad.status == .badRequest)

      // Deleting the habit takes its words.
      #expect(try await app.send(.delete, "/api/v1/habits/\(habit)", as: ann).status == .noContent)
      #expect(Self.ids(try await app.send(.get, "/api/v1/private/items", as: ann)).isEmpty)
    }
  }

  @Test func eachBrokenRuleIsRefusedNamingItsFieldAndKeepsNothing() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let good: [String: Any?] = ["kind": "habit", "id": "h-1", "sealed": Self.sealed()]
      let cases: [(String, [[String: Any?]], String)] = [
        ("no items", [], "items"),
        (
          "an unknown kind", [good, ["kind": "note", "id": "h-1", "sealed": Self.sealed()]],
          "items[1].kind"
        ),
        (
          "the account key's kind", [["kind": "account-key", "id": "x", "sealed": Self.sealed()]],
          "items[0].kind"
        ),
        ("no kind", [["id": "h-1", "sealed": Self.sealed()]], "items[0].kind"),
        ("no id", [["kind": "habit", "sealed": Self.sealed()]], "items[0].id"),
        ("an empty id", [["kind": "habit", "id": "", "sealed": Self.sealed()]], "items[0].id"),
        (
          "an id with a space", [["kind": "habit", "id": "h 1", "sealed": Self.sealed()]],
          "items[0].id"
        ),
        (
          "a long id",
          [["kind": "habit", "id": String(repeating: "a", count: 201), "sealed": Self.sealed()]],
          "items[0].id"
        ),
        (
          "a day without its day", [["kind": "day", "id": "h-1", "sealed": Self.sealed()]],
          "items[0].id"
        ),
        (
          "a day that is not one",
          [["kind": "day", "id": "h-1/2026-02-30", "sealed": Self.sealed()]], "items[0].id"
        ),
        ("no sealed", [["kind": "habit", "id": "h-1"]], "items[0].sealed"),
        (
          "not base64", [["kind": "habit", "id": "h-1", "sealed": "not base64!"]], "items[0].sealed"
        ),
        (
          "base64 of another format",
          [["kind": "habit", "id": "h-1", "sealed": SentKeyring.bytes(40, first: 2)]],
          "items[0].sealed"
        ),
        (
          "too short to be sealed", [["kind": "habit", "id": "h-1", "sealed": Self.sealed(28)]],
          "items[0].sealed"
        ),
        (
          "a category too large", [["kind": "category", "id": "c-1", "sealed": Self.sealed(1025)]],
          "items[0].sealed"
        ),
        ("the same item twice", [good, good], "items[1].id"),
        ("too many", Array(repeating: good, count: 201), "items"),
      ]
      let before = try await app.send(.get, "/api/v1/private/items", as: ann).text
      for (why, items, field) in cases {
        let reply = try await app.send(
          .put, "/api/v1/private/items", json: Self.body(items), as: ann)
        #expect(reply.status == .unprocessableContent, "\(why): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(why): \(reply.text)")
      }
      #expect(try await app.send(.get, "/api/v1/private/items", as: ann).text == before)
      // The largest a roadmap may be is kept.
      let roadmap = try await app.send(
        .put, "/api/v1/private/items",
        json: Self.body([["kind": "roadmap", "id": "g-1", "sealed": Self.sealed(64 << 10)]]),
        as: ann)
      #expect(roadmap.status == .ok, "\(roadmap.text.prefix(200))")
    }
  }

  @Test func anotherAccountNeitherReadsNorReplacesTheItems() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      for account in [ann, bob] {
        _ = try await app.send(
          .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: account)
      }
      _ = try await app.send(
        .put, "/api/v1/private/items",
        json: Self.body([["kind": "habit", "id": "h-1", "sealed": Self.sealed()]]), as: ann)
      #expect(Self.ids(try await app.send(.get, "/api/v1/private/items", as: bob)).isEmpty)
      _ = try await app.send(
        .put, "/api/v1/private/items",
        json: Self.body([["kind": "habit", "id": "h-1", "sealed": nil]]), as: bob)
      #expect(
        Self.ids(try await app.send(.get, "/api/v1/private/items", as: ann)) == ["habit h-1"])
      #expect(try await app.send(.get, "/api/v1/private/items").status == .unauthorized)
    }
  }

  @Test func anAccountKeepsNoMoreSealedItemsThanItsLimit() async throws {
    try await AccountsApp.run(configure: { $0.privateItemLimit = .init(items: 3, bytes: 400) }) {
      app in
      let ann = try await app.register("ann@example.com")
      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      func write(_ items: [[String: Any?]]) async throws -> Reply {
        try await app.send(.put, "/api/v1/private/items", json: Self.body(items), as: ann)
      }
      let two = try await write([
        ["kind": "habit", "id": "h-1", "sealed": Self.sealed()],
        ["kind": "habit", "id": "h-2", "sealed": Self.sealed()],
      ])
      #expect(two.status == .ok, "\(two.text)")
      let kept = try await app.send(.get, "/api/v1/private/items", as: ann).text

      let past = try await write([
        ["kind": "habit", "id": "h-3", "sealed": Self.sealed()],
        ["kind": "habit", "id": "h-4", "sealed": Self.sealed()],
      ])
      #expect(past.status == .conflict, "\(past.text)")
      #expect(past.errorCode == "private_items_limit")
      #expect(
        past.json["error"]["message"].string
          == "This account keeps the most sealed items it may (3 items, 0 MB): remove some first.")
      // Too heavy, though few: 300 bytes of sealed words beside the 112 kept.
      let heavy = try await write([["kind": "habit", "id": "h-3", "sealed": Self.sealed(225)]])
      #expect(heavy.errorCode == "private_items_limit", "\(heavy.text)")
      #expect(try await app.send(.get, "/api/v1/private/items", as: ann).text == kept)

      // Room made by a removal is room to write.
      let removed = try await write([["kind": "habit", "id": "h-2", "sealed": nil]])
      #expect(removed.status == .ok)
      let again = try await write([
        ["kind": "habit", "id": "h-3", "sealed": Self.sealed()],
        ["kind": "habit", "id": "h-4", "sealed": Self.sealed()],
      ])
      #expect(again.status == .ok, "\(again.text)")
    }
  }

  @Test func localModeKeepsNoItems() async throws {
    try await TestApp.run { app in
      #expect(try await app.get("/api/v1/private/items").text == #"{"items":[]}"#)
      try await app.expectError(
        .put, "/api/v1/private/items",
        json: Self.body([["kind": "habit", "id": "h-1", "sealed": Self.sealed()]]),
        status: .conflict, code: "private_mode_needs_accounts")
    }
  }
}
