import Foundation
import HummingbirdTesting
import RippleCore
import RippleStore
import RippleStoreSQLite
import Testing

@testable import RippleServer
@testable import RippleServices

/// `POST /goals/preview` and `POST /goals` with a model planner configured: the answer says
/// which planner made the roadmap.
@Suite struct GoalPlannerRouteTests {
  func withServer(
    model kind: String, _ test: @Sendable @escaping (any TestClientProtocol) async throws -> Void
  ) async throws {
    try await ChatCompletionsServer.run { base, _ in
      let folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("ripple-planner-route-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      defer { try? FileManager.default.removeItem(at: folder) }
      let store = try SQLiteStore(path: folder.appendingPathComponent("ripple.sqlite").path)
      let planner = CoachPlanner(
        model: ModelPlannerConfiguration(
          url: base.appendingPathComponent(kind).appendingPathComponent("v1"), model: "tiny",
          // A machine busy with the other suites can take longer than the production deadline to
          // answer; these tests are about what the answer does, the deadline has its own test.
          deadline: .seconds(30)))
      let app = buildApplication(
        configuration: ServerConfiguration(host: "127.0.0.1", port: 0), repository: store,
        clock: TestClock(TestClock.wednesdayMorning).serverClock, planner: planner,
        logLevel: .critical)
      try await app.test(.router) { client in try await test(client) }
    }
  }

  static let draft = #"{"what": "Run a 5k", "timelineWeeks": 8}"#

  func post(_ client: any TestClientProtocol, _ uri: String) async throws -> JSON {
    let response = try await client.execute(
      uri: uri, method: .post, headers: [.contentType: "application/json"],
      body: .init(string: Self.draft))
    return (try? JSONDecoder().decode(JSON.self, from: Data(buffer: response.body))) ?? .null
  }

  @Test func aGoodModelAnswerIsUsedAndNamed() async throws {
    try await withServer(model: "good") { client in
      let preview = try await post(client, "/api/v1/goals/preview")
      #expect(preview["planner"].string == "model:tiny")
      #expect(preview["fallbackReason"] == .null)
      let goal = try await post(client, "/api/v1/goals")
      #expect(goal["planner"].string == "model:tiny")
      #expect(goal["currentStage"]["habit"]["name"].string == "Run 20 minutes")
    }
  }

  @Test func aFailingModelFallsBackAndSaysWhy() async throws {
    try await withServer(model: "failing") { client in
      let preview = try await post(client, "/api/v1/goals/preview")
      #expect(preview["planner"].string == "built-in")
      #expect(preview["fallbackReason"].string == "The model server answered 500")
    }
  }
}
