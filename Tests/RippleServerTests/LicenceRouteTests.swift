import Foundation
import RippleCore
import RippleStore
import Testing

@testable import RippleServer
@testable import RippleServices

/// `/api/v1/licence`: a licence is the only way to a plan; the client cannot choose
/// one, `--plans off` unlocks everything.
@Suite struct LicenceRouteTests {
  static let licensed = ServerConfiguration(
    host: "127.0.0.1", port: 0, headerTimeout: .seconds(600),
    plans: PlanOptions(extraKeys: [TestLicences.publicKey], purchaseURL: "https://example.com/buy"))

  static func body(_ licence: String) -> String { #"{"licence": "\#(licence)"}"# }

  @Test func theClientCannotChooseAPlan() async throws {
    try await TestApp.run(configuration: Self.licensed) { app in
      try await app.expectError(
        .put, "/api/v1/plan", json: #"{"tier": "premium"}"#, status: .forbidden,
        code: "plan_from_licence")
      try await app.expectError(
        .patch, "/api/v1/settings", json: #"{"tier": "premium"}"#, status: .unprocessableContent,
        code: "validation_failed", field: "tier")
    }
  }

  @Test func aPremiumLicenceUnlocksTheSixthHabitAtOnce() async throws {
    try await TestApp.run(configuration: Self.licensed) { app in
      for index in 1...5 { try await app.createHabit(named: "Habit \(index)") }
      let blocked = try await app.send(.post, "/api/v1/habits", json: #"{"name": "Sixth"}"#)
      #expect(blocked.status == .forbidden)
      let applied = try await app.send(
        .post, "/api/v1/licence", json: Self.body(try TestLicences.licence(.premium)))
      #expect(applied.status == .ok, "\(applied.text)")
      #expect(applied.json["tier"].string == "premium")
      #expect(applied.json["premium"] == .bool(true))
      #expect(applied.json["licences"][0]["holder"].string == "ada@example.com")
      #expect(applied.json["purchaseUrl"].string == "https://example.com/buy")
      try await app.createHabit(named: "Sixth")
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["tier"].string == "premium")
      #expect(meta.json["plan"]["plans"].string == "on")
      #expect(try await app.store.settings(for: .local).tier == .premium)
    }
  }

  @Test func badLicencesAreRefusedAndChangeNothing() async throws {
    try await TestApp.run(configuration: Self.licensed) { app in
      let stranger = try TestLicences.licence(.premium, key: .init())
      try await app.expectError(
        .post, "/api/v1/licence", json: Self.body(stranger), status: .unprocessableContent,
        code: "licence_invalid", field: "licence")
      try await app.expectError(
        .post, "/api/v1/licence", json: Self.body("RIPPLE-LICENCE.nope"),
        status: .unprocessableContent, code: "licence_invalid", field: "licence")
      try await app.expectError(
        .post, "/api/v1/licence", json: #"{"licence": 3}"#, status: .badRequest,
        code: "bad_request", field: "licence")
      let status = try await app.get("/api/v1/licence")
      #expect(status.json["tier"].string == "free")
      #expect(status.json["licences"] == .array([]))
    }
  }

  @Test func restoreFindsTheStoredLicenceOrSaysThereIsNone() async throws {
    try await TestApp.run(configuration: Self.licensed) { app in
      try await app.expectError(
        .post, "/api/v1/licence/restore", status: .notFound, code: "no_purchase",
        message: "No previous purchase found")
      _ = try await app.send(
        .post, "/api/v1/licence", json: Self.body(try TestLicences.licence(.premiumPlus)))
      let restored = try await app.send(.post, "/api/v1/licence/restore")
      #expect(restored.status == .ok)
      #expect(restored.json["tier"].string == "premium_plus")
      #expect(restored.json["activeUntil"].string == "2027-11-18")
    }
  }

  @Test func anExpiredPremiumPlusBoughtOnPremiumFallsBackToPremium() async throws {
    let later = TestClock.millis("2027-12-01T09:00:00Z")
    try await TestApp.run(now: later, configuration: Self.licensed) { app in
      for kind in [LicenceKind.premium, .premiumPlus] {
        let reply = try await app.send(
          .post, "/api/v1/licence", json: Self.body(try TestLicences.licence(kind)))
        #expect(reply.status == .ok)
      }
      let status = try await app.get("/api/v1/licence")
      #expect(status.json["tier"].string == "premium")
      #expect(status.json["activeUntil"] == .null)
      #expect(
        status.json["notice"].string
          == "Your Premium+ ended on 2027-11-18. You keep everything in Premium.")
    }
  }

  @Test func anExpiredPremiumPlusAloneFallsBackToFreeAndKeepsTheHabits() async throws {
    let later = TestClock.millis("2027-12-01T09:00:00Z")
    try await TestApp.run(now: later, configuration: Self.licensed) { app in
      _ = try await app.send(
        .post, "/api/v1/licence",
        json: Self.body(try TestLicences.licence(.premiumPlus, issued: "2026-12-05")))
      for index in 1...6 { try await app.createHabit(named: "Habit \(index)") }
      app.clock.now = TestClock.millis("2027-12-06T09:00:00Z")
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["tier"].string == "premium_plus")
      #expect(meta.json["plan"]["currentTier"].string == "free")
      #expect(meta.json["plan"]["premium"] == .bool(false))
      #expect(
        meta.json["plan"]["notice"].string?.hasPrefix("Your Premium+ ended on 2027-12-05.") == true)
      #expect(meta.json["plan"]["activeHabits"] == .number(6))
      let blocked = try await app.send(.post, "/api/v1/habits", json: #"{"name": "Seventh"}"#)
      #expect(blocked.status == .forbidden)
      #expect(blocked.json["error"]["code"].string == "needs_premium")
    }
  }

  @Test func plansOffUnlocksEverything() async throws {
    var configuration = Self.licensed
    configuration.plans = PlanOptions(mode: .off)
    try await TestApp.run(
      configuration: configuration, storePlans: TierPolicy(unlocksEverything: true)
    ) { app in
      for index in 1...6 { try await app.createHabit(named: "Habit \(index)") }
      let meta = try await app.get("/api/v1/meta")
      #expect(meta.json["plan"]["plans"].string == "off")
      #expect(meta.json["plan"]["premium"] == .bool(true))
    }
  }

  @Test func erasingAllDataRemovesTheLicencesButARestoreKeepsThem() async throws {
    try await TestApp.run(configuration: Self.licensed) { app in
      _ = try await app.send(
        .post, "/api/v1/licence", json: Self.body(try TestLicences.licence(.premium)))
      let backup = try await app.get("/api/v1/backup")
      let restored = try await app.send(.post, "/api/v1/restore", json: backup.text)
      #expect(restored.status == .ok, "\(restored.text)")
      #expect(try await app.store.licences(for: .local).count == 1)
      #expect(try await app.get("/api/v1/licence").json["tier"].string == "premium")
      #expect(try await app.send(.delete, "/api/v1/data").status == .noContent)
      #expect(try await app.store.licences(for: .local).isEmpty)
      #expect(try await app.get("/api/v1/licence").json["tier"].string == "free")
    }
  }
}
