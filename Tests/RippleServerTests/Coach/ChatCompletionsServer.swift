import Foundation
import Hummingbird
import HummingbirdTesting
import RippleCore
import Synchronization

/// A small chat-completions server on 127.0.0.1 for the model planner's tests. Each path
/// prefix answers one way: `/good`, `/malformed`, `/unkind` (a ruled-out word), `/short` (too
/// few stages), `/failing` (a 500) and `/slow` (no answer until the test is over).
enum ChatCompletionsServer {
  /// Runs `test` with the server's base URL (`http://127.0.0.1:port`).
  static func run(_ test: @Sendable (URL, Gate) async throws -> Void) async throws {
    let gate = Gate()
    let router = Router()
    let answers: [String: String] = [
      "good": completion(roadmapJSON()),
      "malformed": completion("Here is your plan: week 1, walk; week 2, walk more."),
      "unkind": completion(roadmapJSON(rationale: "Skipping a day means you failed the week.")),
      "short": completion(roadmapJSON(weeks: 3)),
    ]
    router.post(":kind/v1/chat/completions") { request, context -> Response in
      let kind = context.parameters.get("kind") ?? ""
      _ = try await request.body.collect(upTo: 1 << 20)
      if kind == "slow" { await gate.wait() }
      guard let answer = answers[kind] else {
        return Response(status: .internalServerError, body: .init(byteBuffer: .init(string: "{}")))
      }
      return Response(
        status: .ok, headers: [.contentType: "application/json"],
        body: .init(byteBuffer: .init(string: answer)))
    }
    let app = Application(
      router: router, configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      let url = URL(string: "http://127.0.0.1:\(client.port ?? 0)")!
      do {
        try await test(url, gate)
      } catch {
        await gate.open()
        throw error
      }
      await gate.open()
    }
  }

  static func completion(_ content: String) -> String {
    let object: [String: Any] = [
      "id": "chatcmpl-1", "object": "chat.completion",
      "choices": [
        [
          "index": 0, "finish_reason": "stop",
          "message": ["role": "assistant", "content": content],
        ]
      ],
    ]
    let data = try! JSONSerialization.data(withJSONObject: object)
    return String(decoding: data, as: UTF8.self)
  }

  static func roadmapJSON(weeks: Int = 8, rationale: String = "Small steps first.") -> String {
    let stages = (0..<weeks).map { index -> [String: Any] in
      let phase = index < 3 ? "foundation" : index < 6 ? "building" : "mastery"
      return [
        "phase": phase, "title": "Week \(index + 1)", "name": "Run \(10 + index * 5) minutes",
        "action": "Run gently for \(10 + index * 5) minutes", "criterion": min(7, 3 + index / 2),
        "rationale": rationale, "tips": ["Lay out your shoes", "Go at a talking pace"],
      ]
    }
    let data = try! JSONSerialization.data(withJSONObject: ["stages": stages])
    return "```json\n" + String(decoding: data, as: UTF8.self) + "\n```"
  }
}

/// Holds the slow answer back until the test opens it.
actor Gate {
  private var isOpen = false
  private var waiting: [CheckedContinuation<Void, Never>] = []

  func wait() async {
    if isOpen { return }
    await withCheckedContinuation { waiting.append($0) }
  }

  func open() {
    isOpen = true
    for continuation in waiting { continuation.resume() }
    waiting = []
  }
}
