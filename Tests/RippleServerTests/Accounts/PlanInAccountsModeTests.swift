import HTTPTypes
import Hummingbird
import Testing

@testable import RippleServer

/// In accounts mode a member cannot lift the free plan's limits from a client; the admin (the
/// server's operator, the first account) still can choose their own plan.
@Suite("Accounts: choosing the plan")
struct PlanInAccountsModeTests {
  @Test func onlyTheAdminMayChooseAPlan() async throws {
    try await AccountsApp.run { app in
      let admin = try await app.register("admin@example.com")
      let member = try await app.register("member@example.com")
      let refused = try await app.send(
        .put, "/api/v1/plan", json: #"{"tier": "premium"}"#, as: member)
      #expect(refused.status == .forbidden)
      #expect(refused.errorCode == "admin_only")
      let settings = try await app.send(.get, "/api/v1/settings", as: member)
      #expect(settings.json["tier"].string == "free")
      let chosen = try await app.send(
        .put, "/api/v1/plan", json: #"{"tier": "premium"}"#, as: admin)
      #expect(chosen.status == .ok)
      #expect(chosen.json["tier"].string == "premium")
    }
  }
}
