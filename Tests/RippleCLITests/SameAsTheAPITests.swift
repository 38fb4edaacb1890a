import Foundation
import GRDB
import Testing

/// The CLI and the API are two doors to the same use cases: the same input through each stores
/// the same rows (ids, timestamps and the minute a check-in was logged aside: the CLI's pinned
/// day has no wall-clock minute) and answers the same.
@Suite struct SameAsTheAPITests {
  static let day = "2026-11-18"

  /// A goal started with the same answers: the same habit (its reminder after "forgot"), the same
  /// plan, and the weekly summary turned on after "motivation".
  @Test func aGoalIsStoredAlike() async throws {
    let cli = try CLI(today: Self.day)
    let api = cli.file("api.sqlite")
    // The weekly summary is on by default: turned off first on both, so the goal turns it on.
    try cli.ok("list")
    try await APISide.run(database: api, day: Self.day) { _ in }
    for database in [cli.database, api] {
      try SampleData.turnOffTheWeeklySummary(in: database)
    }
    try cli.ok(
      "goal", "new", "--what", "Run a 5k", "--weeks", "8", "--obstacle", "forgot",
      "--obstacle", "motivation")
    try await APISide.run(database: api, day: Self.day) { side in
      let created = try await side.send(
        .post, "/api/v1/goals?day=\(Self.day)",
        json: #"""
          {"what": "Run a 5k", "timelineWeeks": 8,
           "pastAttempts": {"triedBefore": true, "obstacles": ["forgot", "motivation"]}}
          """#)
      #expect(created.status == .created, "\(created.text)")
    }
    let mine = try Stored(cli.database)
    let theirs = try Stored(api)
    #expect(!mine.habits.isEmpty && !mine.goals.isEmpty)
    #expect(mine.habits == theirs.habits)
    #expect(mine.goals == theirs.goals)
    #expect(mine.notifications == theirs.notifications)
    #expect(mine.notifications.first?.contains("weekly_summary:1") == true, "\(mine.notifications)")
  }

  /// The same check-ins, skips and clears of a goal's habit and of a plain one: the same rows,
  /// and the same answers (the message, the celebration, the day's summary, the coach's words).
  @Test func checkInsAreStoredAndAnsweredAlike() async throws {
    let cli = try CLI(today: Self.day)
    try cli.ok("goal", "new", "--what", "Read 20 pages a day", "--weeks", "4")
    try cli.ok("add", "Stretch")
    let api = cli.file("api.sqlite")
    var cliAnswers: [[String: Any]] = []
    let habit = try #require(Stored(cli.database).habitNames.first { $0 != "Stretch" })
    let steps: [[String]] = [
      ["done", habit, "--note", "A good chapter", "--mood", "great"],
      ["skip", "Stretch", "--date", "2026-11-17"],
      ["no", habit, "--date", "2026-11-17", "--note", "Too tired"],
      ["done", "Stretch"],
      ["undo", "Stretch"],
    ]
    for step in steps {
      let run = try cli.run(step + ["--json"], today: Self.day)
      #expect(run.status == 0, "\(step): \(run)")
      cliAnswers.append(try answer(run.stdout))
    }
    let apiReplies = try await APISide.run(database: api, day: Self.day) { side in
      let goal = try await side.send(
        .post, "/api/v1/goals?day=\(Self.day)",
        json: #"{"what": "Read 20 pages a day", "timelineWeeks": 4}"#)
      #expect(goal.status == .created, "\(goal.text)")
      let stretch = try await side.send(
        .post, "/api/v1/habits?day=\(Self.day)", json: #"{"name": "Stretch"}"#)
      let ids = [
        habit: try #require(try answer(goal.text)["habitId"] as? String),
        "Stretch": try #require(try answer(stretch.text)["id"] as? String),
      ]
      var replies: [String] = []
      let writes: [(String, String, String, String?)] = [
        ("PUT", habit, Self.day, #"{"state": "done", "note": "A good chapter", "mood": "great"}"#),
        ("PUT", "Stretch", "2026-11-17", #"{"state": "skipped"}"#),
        ("PUT", habit, "2026-11-17", #"{"state": "missed", "note": "Too tired"}"#),
        ("PUT", "Stretch", Self.day, #"{"state": "done"}"#),
        ("DELETE", "Stretch", Self.day, nil),
      ]
      for (method, name, day, body) in writes {
        let uri = "/api/v1/habits/\(ids[name]!)/checkins/\(day)?day=\(Self.day)"
        let reply = try await side.send(method == "PUT" ? .put : .delete, uri, json: body)
        #expect(reply.status == .ok, "\(reply.text)")
        replies.append(reply.text)
      }
      return replies
    }
    let apiAnswers = try apiReplies.map(answer)
    #expect(try Stored(cli.database).checkIns == Stored(api).checkIns)
    #expect(cliAnswers.count == apiAnswers.count)
    for (mine, theirs) in zip(cliAnswers, apiAnswers) {
      for key in [
        "day", "applied", "message", "celebration", "summary", "perfectDay", "coachMessage",
      ] {
        #expect(
          Self.text(mine[key]) == Self.text(theirs[key]), "\(key): \(mine) vs \(theirs)")
      }
    }
    // The goal's habit had the coach's answer, on both sides; the plain habit none.
    #expect(
      (cliAnswers[0]["coachMessage"] as? [String: Any])?["situation"] as? String == "logged_yes")
    #expect(cliAnswers[3]["coachMessage"] == nil)
  }

  private static func text(_ value: Any?) -> String {
    guard let value else { return "absent" }
    guard JSONSerialization.isValidJSONObject([value]),
      let data = try? JSONSerialization.data(withJSONObject: [value], options: .sortedKeys)
    else { return "\(value)" }
    return String(decoding: data, as: UTF8.self)
  }
}

private func answer(_ json: String) throws -> [String: Any] {
  try #require(JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
}

/// What a database holds for the local user, with ids, timestamps and change counters left out.
private struct Stored {
  var habitNames: [String]
  var habits: [String]
  var goals: [String]
  var checkIns: [String]
  var notifications: [String]

  init(_ path: String) throws {
    let queue = try DatabaseQueue(path: path)
    (habitNames, habits, goals, checkIns, notifications) = try queue.read { db in
      let names = try String.fetchAll(db, sql: "SELECT name FROM habits ORDER BY sort_order")
      let habits = try Row.fetchAll(
        db,
        sql: """
          SELECT name, description, color, icon, schedule_kind, schedule_a, schedule_b,
            measure_kind, measure_target, measure_unit, reminders, archived, sort_order, created_day
          FROM habits ORDER BY sort_order
          """
      ).map(\.description)
      var goals: [String] = []
      for row in try Row.fetchAll(
        db, sql: "SELECT id, habit_id, title, status, state, revision FROM goals ORDER BY title")
      {
        let state = (row["state"] as String)
          .replacingOccurrences(of: row["id"] as String, with: "GOAL")
          .replacingOccurrences(of: row["habit_id"] as String, with: "HABIT")
        goals.append(
          "\(row["title"] as String) \(row["status"] as String) \(row["revision"] as Int) \(state)")
      }
      let checkIns = try Row.fetchAll(
        db,
        sql: """
          SELECT h.name, c.day, c.state, c.value, c.note, c.mood FROM check_ins c
          JOIN habits h ON h.user_id = c.user_id AND h.id = c.habit_id ORDER BY h.name, c.day
          """
      ).map(\.description)
      let notifications = try Row.fetchAll(
        db, sql: "SELECT * FROM notification_preferences"
      ).map(\.description)
      return (names, habits, goals, checkIns, notifications)
    }
  }
}
