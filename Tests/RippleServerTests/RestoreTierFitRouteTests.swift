import Foundation
import HummingbirdTesting
import NIOCore
import Testing

@Suite("POST /api/v1/restore keeps the plan's limits")
struct RestoreTierFitRouteTests {
  /// A backup made on Premium with five categories, a habit in each, restored on the free plan:
  /// the first three categories are restored, the other two are left out and named, their
  /// habits restored without a category, and a sixth category is still refused.
  @Test func aPremiumBackupRestoredOnTheFreePlanKeepsThreeCategories() async throws {
    try await TestApp.run { app in
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "premium"}"#)
      for name in ["Health", "Work", "Learning", "Home", "Social"] {
        let category = try await app.send(
          .post, "/api/v1/categories", json: #"{"name": "\#(name)"}"#)
        let id = try #require(category.json["id"].string, "\(category.text)")
        try await app.createHabit(#"{"name": "\#(name) habit", "categoryId": "\#(id)"}"#)
      }
      let backup = try await app.get("/api/v1/backup")
      try await app.send(.put, "/api/v1/plan", json: #"{"tier": "free"}"#)

      let restored = try await app.send(.post, "/api/v1/restore", body: backup.body)

      #expect(restored.status == .ok, "\(restored.text)")
      #expect(restored.json["droppedCategories"].array.map(\.string) == ["Home", "Social"])
      #expect(restored.json["habits"].int == 5)
      let categories = try await app.get("/api/v1/categories").json["categories"].array
      #expect(categories.map(\.["name"].string) == ["Health", "Work", "Learning"])
      let habits = try await app.get("/api/v1/habits").json["habits"].array
      #expect(habits.count == 5)
      #expect(
        habits.filter { $0["categoryId"].isNull }.map(\.["name"].string) == [
          "Home habit", "Social habit",
        ])
      try await app.expectError(
        .post, "/api/v1/categories", json: #"{"name": "Travel"}"#, status: .forbidden,
        code: "needs_premium")
    }
  }
}
