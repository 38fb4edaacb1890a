import Foundation
import Testing

@Suite struct CheckInCommandTests {
  @Test func doneSkipNoUndo() throws {
    let cli = try CLI()
    try cli.ok("add", "Read", today: "2026-01-05")

    #expect(
      try cli.ok("done", "Read", "--date", "2026-01-06")
        == "● Read: done Tuesday, Jan 6 · ░█░░░░░ 1 / 7 this week\n")
    #expect(
      try cli.ok("done", "Read", "--date", "yesterday")
        == "● Read: done yesterday · ░██░░░░ 2 / 7 this week · 2-day streak · at risk, 24h left\n")
    #expect(
      try cli.ok("skip", "Read")
        == "– Read: skipped today · ░██▒░░░ 2 / 7 this week · 2-day streak\n")
    #expect(
      try cli.ok("no", "Read")
        == "○ Read: not done today · ░██░░░░ 2 / 7 this week · 2-day streak · at risk, 24h left\n")
    #expect(
      try cli.ok("undo", "Read")
        == "◌ Read: cleared today · ░██░░░░ 2 / 7 this week · 2-day streak · at risk, 24h left\n")
  }

  @Test func celebrations() throws {
    let cli = try CLI()
    try cli.ok("add", "Read", "--weekly", "2", today: "2026-01-05")
    try cli.ok("add", "Run", today: "2026-01-05")
    for day in ["2026-01-05", "2026-01-06", "2026-01-07"] {
      try cli.ok("done", "Run", "--date", day)
    }
    try cli.ok("done", "Read", "--date", "2026-01-05")
    try cli.ok("done", "Run")

    #expect(
      try cli.ok("done", "Read") == """
        ● Read: done today · █░░█░░░ 2 / 2 this week · 1-week streak
        Weekly goal reached!
        Perfect day! Every habit due today is done.

        """)
  }

  @Test func numericValuesNotesAndMood() throws {
    let cli = try CLI()
    try cli.ok("add", "Water", "--target", "8", "--unit", "glasses")

    #expect(
      try cli.ok("done", "Water", "--value", "3", "--note", "hot day")
        .hasPrefix("◐ Water: partly done (3 / 8 glasses) today"))
    // A write replaces the day's value; the note it leaves out stays with the day, as the API's
    // PUT keeps it.
    let json = try cli.ok("done", "Water", "--value", "8.5", "--mood", "great", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let checkIn = try #require(object["checkIn"] as? [String: Any])
    #expect(checkIn["value"] as? Double == 8.5)
    #expect(checkIn["note"] as? String == "hot day")
    #expect(checkIn["mood"] as? String == "great")
    #expect(object["message"] as? String == "Water completed")
    #expect((object["perfectDays"] as? [String: Any])?["current"] as? Int == 1)
    #expect(object["applied"] as? Bool == true)
    let card = try #require(object["card"] as? [String: Any])
    #expect((card["today"] as? [String: Any])?["state"] as? String == "done")
    #expect((card["week"] as? [String: Any])?["text"] as? String == "1 / 4")
  }

  @Test func undoThenDoneKeepsTheDaysNoteAndMood() throws {
    let cli = try CLI()
    try cli.ok("add", "Gym")
    try cli.ok("done", "Gym", "--note", "Leg day, new PR on squats", "--mood", "great")

    try cli.ok("undo", "Gym")
    let json = try cli.ok("done", "Gym", "--json")

    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
    let checkIn = try #require(object["checkIn"] as? [String: Any])
    #expect(checkIn["note"] as? String == "Leg day, new PR on squats")
    #expect(checkIn["mood"] as? String == "great")
    // An empty note removes it; the mood stays.
    let removed = try cli.ok("skip", "Gym", "--note", "", "--json")
    let after = try #require(
      try JSONSerialization.jsonObject(with: Data(removed.utf8)) as? [String: Any])
    #expect((after["checkIn"] as? [String: Any])?["note"] is NSNull)
    #expect((after["checkIn"] as? [String: Any])?["mood"] as? String == "great")
  }

  @Test func valueForAYesNoHabitAndLongNote() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")

    // As the API does, a value on a yes/no habit is kept and changes nothing.
    let value = try cli.ok("done", "Read", "--value", "3", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(value.utf8)) as? [String: Any])
    #expect((object["checkIn"] as? [String: Any])?["value"] as? Double == 3)
    #expect(object["message"] as? String == "Read completed")
    let note = try cli.run("done", "Read", "--note", String(repeating: "n", count: 101))
    #expect(note.status == 4)
    #expect(note.stderr == "Error: Note must be 100 characters or fewer\n")
  }

  @Test func todayJSON() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let json = try cli.ok("today", "--json")
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])

    #expect(object["day"] as? String == "2026-01-08")
    let summary = try #require(object["summary"] as? [String: Any])
    #expect(summary["due"] as? Int == 3)
    #expect(summary["done"] as? Int == 1)
    #expect(summary["tierText"] as? String == "Keep going!")
    let sections = try #require(object["sections"] as? [[String: Any]])
    #expect(sections.map { $0["kind"] as? String } == ["morning", "anytime"])
  }
}
