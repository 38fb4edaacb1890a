import Foundation
import Testing

/// `ripple goal …` with colour off (stdout is a pipe) and "today" pinned to Wednesday
/// 2026-11-18; stdin is not a terminal, so nothing is asked.
@Suite struct GoalCommandTests {
  func cliWithAGoal() throws -> CLI {
    let cli = try CLI(today: "2026-11-18")
    try cli.ok(
      "goal", "new", "--what", "Stretch every evening", "--why", "feel strong", "--weeks", "8")
    return cli
  }

  @Test func newPlansTheRoadmapAndMarksTheFirstStage() throws {
    let cli = try CLI(today: "2026-11-18")
    let output = try cli.ok(
      "goal", "new", "--what", "Run a 5k", "--why", "feel strong", "--weeks", "8")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Run a 5k")
    #expect(lines[1] == "In progress · stage 1 of 8 · planned to finish 2027-01-10")
    #expect(lines[3] == "Foundation")
    #expect(lines[4].hasPrefix("  ▶ Week 1  "))
    #expect(output.contains("Mastery\n"))
  }

  @Test func theCurrentStageIsAnOrdinaryHabit() throws {
    let cli = try cliWithAGoal()
    let list = try cli.ok("list")
    #expect(list.contains("Stretch 5 minutes"))
    // Begun on a Wednesday, the first week asks 3 of its 5 days: Today and the coach say so.
    #expect(try cli.ok("today").contains("Stretch 5 minutes  ░░░░░░░  0 / 3 this week"))
    let done = try cli.ok("done", "Stretch")
    #expect(done.contains("1 / 3 this week"))
    let week = try cli.ok("goal", "week")
    #expect(
      week == """
        Week of 2026-11-16: Stretch 5 minutes
              ● · · · ·  Complete 3 days this week to advance (4 of 7 in a full week)
          2 more to go, 4 days left
          You're ahead of the pace this week. Lovely momentum.

        """)
  }

  /// Marks the goal's habit done on 18–22 November: the first week met, with more than asked.
  func meetFirstWeek(_ cli: CLI) throws {
    for day in 18...22 { try cli.ok("done", "Stretch", today: "2026-11-\(day)") }
  }

  @Test func advanceMovesTheLinkedHabitToTheNextStage() throws {
    let cli = try cliWithAGoal()
    try meetFirstWeek(cli)
    let output = try cli.ok("goal", "advance", today: "2026-11-25")
    #expect(output.hasSuffix("Stage 2: Stretch 10 minutes · 4 of 7 days, from 2026-11-23\n"))
    #expect(try cli.ok("list").contains("Stretch 10 minutes"))
    let show = try cli.ok("goal", "show", "--ascii", today: "2026-11-25")
    #expect(show.contains("  # Week 1  Stretch 5 minutes"))
    #expect(show.contains("  > Week 2  Stretch 10 minutes"))
  }

  @Test func aPausedGoalResumesBeforeItMoves() throws {
    let cli = try cliWithAGoal()
    try cli.ok("goal", "pause", "--until", "2026-11-30", today: "2026-11-19")
    let refused = try cli.run("goal", "advance", today: "2026-11-20")
    #expect(refused.status == 4)
    #expect(refused.stderr == "Error: This goal is paused or finished; resume it first\n")
    try cli.ok("goal", "resume", today: "2026-11-29")
    try cli.ok("goal", "repeat", today: "2026-11-29")
  }

  @Test func aVacationEndsByItselfOnItsResumeDay() throws {
    let cli = try cliWithAGoal()
    try cli.ok("goal", "pause", "--until", "2026-11-30", today: "2026-11-19")
    let show = try cli.ok("goal", "show", today: "2026-12-01")
    #expect(show.contains("In progress"), "\(show)")
  }

  @Test func theWeekShowsLastWeeksVerdictAndCelebration() throws {
    let cli = try cliWithAGoal()
    try meetFirstWeek(cli)
    let week = try cli.ok("goal", "week", today: "2026-11-24")
    #expect(
      week.contains("Last week: criterion met, 5 days done, more than the 3 asked. "), "\(week)")
    #expect(week.contains("More than the week asked: well done!"))
    let first = try cli.ok("goal", "week", today: "2026-11-18")
    #expect(!first.contains("Last week"))
  }

  @Test func recalibrateShowsTheChangesAndAcceptsThem() throws {
    let cli = try cliWithAGoal()
    let preview = try cli.ok("goal", "recalibrate", today: "2026-11-25")
    #expect(preview.contains("Finish date: 2027-01-17 → 2027-01-24"))
    try cli.ok("goal", "recalibrate", "--accept", today: "2026-11-25")
    let json = try cli.ok("goal", "show", "--json", today: "2026-11-25")
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    let state = object?["state"] as? [String: Any]
    #expect((state?["roadmaps"] as? [Any])?.count == 2)
  }

  @Test func aVagueGoalGetsAClarifyingQuestion() throws {
    let cli = try CLI(today: "2026-11-18")
    let result = try cli.run("goal", "new", "--what", "be better")
    #expect(result.status == 4)
    #expect(result.stderr.hasPrefix("Error: Let's make the goal a little more specific.\n"))
    #expect(result.stderr.contains("--anyway"))
    #expect(try cli.run("goal", "show").status == 3)
  }

  @Test func flagsAreChecked() throws {
    let cli = try CLI(today: "2026-11-18")
    #expect(try cli.run("goal", "new", "--what", "Run", "--weeks", "0").status == 2)
    #expect(try cli.run("goal", "new", "--what", "Run", "--obstacle", "rain").status == 2)
    #expect(try cli.run("goal", "new").status == 2)
  }

  @Test func serveChecksTheModelPlannerOptions() throws {
    let cli = try CLI(today: "2026-11-18")
    let scheme = try cli.run("serve", "--coach-model-url", "ftp://x/v1", "--coach-model", "m")
    #expect(scheme.status == 2)
    #expect(scheme.stderr.contains("--coach-model-url must be an http(s) URL"))
    let noModel = try cli.run("serve", "--coach-model-url", "http://127.0.0.1:1/v1")
    #expect(noModel.status == 2)
    #expect(noModel.stderr.contains("--coach-model-url needs --coach-model"))
  }
}
