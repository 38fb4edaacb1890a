// Writes the seeds of the fuzz targets for Ripple's own formats with Ripple's own code: the
// server in process (RippleFuzzServer) makes the data, its backup, its encrypted backup (at a
// work factor of 2^1, so the age target stays quick) and the engine's requests from that backup.
// Loop's formats come from Tests/Fuzz/loop-seeds.py.
//
//     RIPPLE_FUZZ=1 swift run --scratch-path .build-fuzz fuzz-seeds Tests/Fuzz
import Foundation
import RippleFuzzServer
import RippleFuzzSupport

@main
enum Seeds {
  static let root = URL(fileURLWithPath: CommandLine.arguments.dropFirst().first ?? "Tests/Fuzz")

  static func save(_ target: String, _ name: String, _ bytes: Data) throws {
    let folder = root.appendingPathComponent(target)
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    try bytes.write(to: folder.appendingPathComponent(name))
  }

  static func json(_ value: Any) throws -> Data {
    try JSONSerialization.data(withJSONObject: value, options: [.sortedKeys])
  }

  static func object(_ data: Data) throws -> [String: Any] {
    try JSONSerialization.jsonObject(with: data) as! [String: Any]
  }

  static func main() async throws {
    do {
      let server = try await FuzzServer.start()
      let habit = FuzzServer.habitID

      // The API: each route's example, its roadmaps the server's own preview.
      let preview = await server.request(
        .post, "/api/v1/goals/preview?day=2026-11-18",
        Data(#"{"what": "Run a 5k", "timelineWeeks": 8}"#.utf8))
      let roadmap = try json(try object(preview.body)["roadmap"]!)
      for (index, route) in APIRoutes.all.enumerated() {
        let body = route.example.replacingOccurrences(of: "{habit}", with: habit)
          .replacingOccurrences(of: "{roadmap}", with: String(decoding: roadmap, as: UTF8.self))
        let slug = route.path.split(separator: "?")[0].split(separator: "/").dropFirst(2)
          .joined(separator: "-").replacingOccurrences(of: "{", with: "").replacingOccurrences(
            of: "}", with: "")
        try save(
          "api", String(format: "%02d-%@-%@", index, "\(route.method)".lowercased(), slug),
          Data([UInt8(index)]) + Data(body.utf8))
        // Each example is one the route accepts.
        let answer = await server.send(route, Data(body.utf8))
        print("\(route.method) \(route.path): \(answer.status)")
      }

      // Backups: the baseline's, then one with every kind of habit, archived ones and notes.
      let small = await server.request(.get, "/api/v1/backup")
      try save("backup", "baseline.json", small.body)
      for body in [
        APIRoutes.all[0].example,
        #"{"name": "No sugar", "measure": {"kind": "numeric", "target": 0, "targetKind": "at_most"}, "schedule": {"kind": "times_in_days", "times": 3, "days": 10}}"#,
        #"{"id": "5d4c3b2a-1908-4776-8665-544332211000", "name": "Stretch", "schedule": {"kind": "every_n_days", "every": 2, "start": "2026-11-02"}}"#,
      ] {
        _ = try await server.created(.post, "/api/v1/habits", body)
      }
      for (day, state) in [
        ("2026-11-10", "done"), ("2026-11-12", "skipped"), ("2026-11-14", "missed"),
      ] {
        _ = try await server.created(
          .put,
          "/api/v1/habits/5d4c3b2a-1908-4776-8665-544332211000/checkins/\(day)?day=2026-11-18",
          #"{"state": "\#(state)", "note": "Line one\nline two"}"#)
      }
      _ = try await server.created(
        .post, "/api/v1/habits/5d4c3b2a-1908-4776-8665-544332211000/archive", "")
      _ = try await server.created(
        .post, server.path("/api/v1/goals/{goal}/reflections?day=2026-11-18"),
        #"{"worked": "Mornings", "hard": "Rain", "stage": 0}"#)
      let full = await server.request(.get, "/api/v1/backup")
      try save("backup", "full.json", full.body)

      // The same backup protected by a passphrase.
      let sealed = await server.request(
        .post, "/api/v1/backup/encrypted", Data(#"{"passphrase": "ripple fuzz passphrase"}"#.utf8))
      guard sealed.status == 200 else { fuzzFailure("encrypted backup: \(sealed.status)") }
      try save("age", "full.age", sealed.body)

      // The engine: each export with the backup's data, and again on a held replica.
      let backup = try object(full.body)
      let data: [String: Any] = [
        "habits": backup["habits"]!, "checkIns": backup["checkIns"]!,
        "settings": backup["settings"]!,
      ]
      let moment = ["unixSeconds": 1_794_992_400, "utcOffsetSeconds": 3600]
      let entry: [String: Any] = [
        "habitId": habit, "day": "2026-11-18", "state": "done", "note": "Quick",
        "updatedAt": 1_794_992_400_000, "loggedMinute": 600,
      ]
      let requests: [(String, [String: Any])] = [
        ("today", [:]), ("check-in", ["write": entry]), ("streaks", [:]),
        (
          "schedule-text",
          ["schedule": ["kind": "times_per_week", "times": 3], "firstWeekday": "sun"]
        ),
        (
          "validate-habit", ["habit": (backup["habits"] as! [Any])[0], "others": backup["habits"]!]
        ),
        (
          "validate-check-in",
          [
            "checkIn": (backup["checkIns"] as! [Any])[0], "measure": ["kind": "boolean"],
            "today": "2026-11-18",
          ]
        ),
        ("statistics", ["range": "30d"]),
        ("habit-statistics", ["habitId": habit, "range": "month"]),
        ("insights", ["range": "all"]), ("streak-history", ["month": "2026-11"]),
        (
          "replica-hold", ["tombstones": [["habitId": habit, "day": "2026-11-15", "updatedAt": 1]]]
        ),
        ("habit-history", ["habitId": habit, "start": "2026-10-01", "end": "2026-11-19"]),
        ("history-matrix", ["start": "2026-11-01", "end": "2026-11-18"]),
      ]
      for (index, (name, parameters)) in requests.enumerated() {
        let whole = data.merging(parameters) { $1 }.merging(["moment": moment]) { $1 }
        try save("engine-json", "\(name).json", Data([UInt8(index)]) + (try json(whole)))
        let held = try json(data.merging(["tombstones": []]) { $1 })
        let rest = try json(parameters.merging(["moment": moment]) { $1 })
        try save("engine-json", "\(name)-held.json", Data([UInt8(index)]) + held + Data([0]) + rest)
      }
    } catch {
      fuzzFailure("seeds: \(error)")
    }
  }
}
