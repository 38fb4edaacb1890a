import Foundation
import GRDB
import Testing

/// `ripple goal …` with colour off (stdout is a pipe) and "today" pinned to Wednesday
/// 2026-11-18; stdin is not a terminal, so nothing is asked.
@Suite struct GoalCommandTests {
  func cliWithAGoal() throws -> CLI {
    let cli = try CLI(today: "2026-11-18")
    try cli.ok(
      "goal", "new", "--what", "Stretch 20 minutes", "--why", "feel strong", "--weeks", "8")
    return cli
  }

  @Test func newPlansTheRoadmapAndMarksTheFirstStage() throws {
    let cli = try CLI(today: "2026-11-18")
    let output = try cli.ok(
      "goal", "new", "--what", "Run a 5k", "--why", "feel strong", "--weeks", "8")
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines[0] == "Run a 5k")
    #expect(lines[1] == "In progress · stage 1 of 8 · 8 weeks · planned to finish 2027-01-10")
    #expect(lines[2].hasPrefix("From runs of 1 minute with walks between"))
    #expect(lines[2].hasSuffix("Why it matters: \u{201C}feel strong\u{201D}."))
    #expect(lines[4] == "Foundation")
    #expect(lines[5].hasPrefix("  ▶ Week 1  Run 1 min, walk 90 s, 8 times · 3 of 7 days"))
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

        Tips for this week:
          · Stretch to mild tension, never to pain.
          · Breathe slowly; muscles let go on the out-breath.
          · Link it to something you already do each day, like brushing your teeth.

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
    #expect(output.hasSuffix("Stage 2: Stretch 8 minutes · 4 of 7 days, from 2026-11-23\n"))
    #expect(try cli.ok("list").contains("Stretch 8 minutes"))
    let show = try cli.ok("goal", "show", "--ascii", today: "2026-11-25")
    #expect(show.contains("  # Week 1  Stretch 5 minutes"))
    #expect(show.contains("  > Week 2  Stretch 8 minutes"))
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

  /// As the web app does, `goal new` and `goal show` say where the plan ends against the target
  /// and what the rest needs, and the current stage's tips.
  @Test func newAndShowStateTheFinishLineAndTheTips() throws {
    let cli = try CLI(today: "2026-11-18")
    let output = try cli.ok(
      "goal", "new", "--what", "Couch to 5K", "--weeks", "8", "--baseline", "0")
    #expect(output.contains("\nAbout your finish line\n"))
    #expect(
      output.contains(
        "  8 weeks gets you to 28 minutes of running without stopping; 5 km (about 30 minutes "
          + "of running) needs about 1 more week at this pace"))
    #expect(output.contains("  At this pace, 9 weeks reach it."))
    #expect(
      output.contains("       Tips:\n         · Lay out your shoes and clothes the night before."))
    #expect(!output.contains("Before you start"))
    let show = try cli.ok("goal", "show")
    #expect(show.contains("About your finish line"))
    #expect(show.contains("Tips:"))
    #expect(show == output)
  }

  /// The safety lines every plan of its kind carries are printed whatever the numbers: a quit
  /// date and the stop-smoking service in week 1, a doctor with a health obstacle.
  @Test func newPrintsTheSafetyLines() throws {
    let smoking = try CLI(today: "2026-11-18")
    let quit = try smoking.ok(
      "goal", "new", "--what", "quit smoking", "--weeks", "8", "--baseline", "20")
    #expect(quit.contains("\nBefore you start\n  Your local stop-smoking service"))
    #expect(quit.contains("Set your quit date now: Wednesday, Dec 16, in week 5."))
    #expect(!quit.contains("About your finish line"))
    let running = try CLI(today: "2026-11-18")
    let health = try running.ok(
      "goal", "new", "--what", "Run a 5k", "--weeks", "12", "--obstacle", "health")
    #expect(health.contains("Before you start\n  You mentioned your health: check with a doctor"))
    let drinking = try CLI(today: "2026-11-18")
    let heavy = try drinking.ok(
      "goal", "new", "--what", "drink less", "--why", "my liver tests were bad", "--weeks", "8",
      "--baseline", "6")
    #expect(heavy.contains("Please talk to your doctor before you cut down"))
  }

  /// An unsafe target is refused in plain words, and the plan says what it keeps instead.
  @Test func anUnsafeTargetIsRefusedKindly() throws {
    let cli = try CLI(today: "2026-11-18")
    let output = try cli.ok(
      "goal", "new", "--what", "sleep only 5 hours so I can work more", "--weeks", "8")
    #expect(output.contains("this plan will not cut your sleep to 5 hours"))
    // Said once, at the top.
    #expect(output.components(separatedBy: "will not cut your sleep").count == 2)
  }

  /// What got in the way before sets up what the API sets up for the same answers
  /// (GoalObstacleRouteTests): after "forgot" the linked habit is reminded at 19:00, and after
  /// "motivation" the weekly summary is turned on.
  @Test func obstaclesSetUpTheReminderAndTheWeeklySummaryAsTheAPIDoes() throws {
    let cli = try CLI(today: "2026-11-18")
    try cli.ok("list")
    try SampleData.turnOffTheWeeklySummary(in: cli.database)
    try cli.ok(
      "goal", "new", "--what", "Run a 5k", "--weeks", "8", "--obstacle", "forgot",
      "--obstacle", "motivation")
    let (reminders, summary) = try DatabaseQueue(path: cli.database).read { db in
      (
        try String.fetchOne(db, sql: "SELECT reminders FROM habits"),
        try Bool.fetchOne(db, sql: "SELECT weekly_summary FROM notification_preferences")
      )
    }
    #expect(reminders == "1140:127")  // 19:00, every day
    #expect(summary == true)
  }

  /// The goal's bounds are the API's (GoalLimits): a longer why or a larger baseline is refused.
  @Test func theGoalsBoundsAreTheAPIs() throws {
    let cli = try CLI(today: "2026-11-18")
    let why = String(repeating: "a", count: 501)
    let long = try cli.run("goal", "new", "--what", "Run a 5k", "--why", why)
    #expect(long.status != 0)
    #expect(long.stderr.contains("at most 500 characters"))
    let far = try cli.run("goal", "new", "--what", "Run a 5k", "--baseline", "200000")
    #expect(far.status == 2)
    #expect(far.stderr.contains("between 0 and 100000"))
  }

  /// The week shows its tips, and an empty week is open, not "coming together".
  @Test func theWeekShowsTipsAndAnOpenWeek() throws {
    let cli = try cliWithAGoal()
    let monday = try cli.ok("goal", "week", today: "2026-11-23")
    #expect(!monday.contains("coming together"))
    #expect(monday.contains("\nTips for this week:\n  · "))
    let json = try cli.ok("goal", "show", "--json")
    #expect(json.contains("stageWeek"))
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

  /// A check-in of the goal's habit gets the coach's reply, as the web app's does; another
  /// habit's does not.
  @Test func aCheckInOfTheGoalsHabitPrintsTheCoachsReply() throws {
    let cli = try CLI(today: "2026-11-18")
    try cli.ok("goal", "new", "--what", "Read 20 pages a day", "--weeks", "4")
    try cli.ok("add", "Stretch")
    #expect(try cli.ok("done", "Read").contains("\nCoach: "))
    #expect(try !cli.ok("done", "Stretch").contains("Coach:"))
  }
}
