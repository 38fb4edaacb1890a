import Testing

/// `ripple today`, `history` and `week` with colour off (stdout is a pipe), on a pinned day.
@Suite struct GoldenOutputTests {
  @Test func today() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let result = try cli.run("today")

    #expect(result.status == 0)
    #expect(result.stderr == "")
    #expect(
      result.stdout == """
        Thursday, Jan 8

        Morning
          ◌  Water     ░█▒░░░░  1 / 6 this week  to do · 9:00 AM  1-day streak · at risk, 24h left

        Anytime
          ◌  Exercise  ███░░░░  3 / 7 this week  to do            3-day streak · at risk, 24h left
          ●  Read      █░██░░░  3 / 3 this week  done             1-week streak

        1 / 3 done today · Keep going! · 2 perfect days in a row

        """)
  }

  @Test func todayInASCII() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)
    try cli.ok("done", "Water", "--value", "3")

    let output = try cli.ok("today", "--ascii")

    #expect(
      output == """
        Thursday, Jan 8

        Morning
          +  Water     .#-+...  1 / 6 this week  3 / 8 glasses  1-day streak - at risk, 24h left

        Anytime
          _  Exercise  ###....  3 / 7 this week  to do          3-day streak - at risk, 24h left
          #  Read      #.##...  3 / 3 this week  done           1-week streak

        1 / 3 done today - Keep going! - 2 perfect days in a row

        """)
  }

  @Test func todayWithoutHabits() throws {
    let cli = try CLI()

    let output = try cli.ok("today")

    #expect(
      output == """
        Thursday, Jan 8

        You have no active habits. Add one with: ripple add NAME

        """)
  }

  @Test func history() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let output = try cli.ok("history", "--days", "10")

    #expect(
      output == """
        History · Dec 30 – Jan 8

                 Jan                     Dec
                 Th We Tu Mo Su Sa Fr Th We Tu
                  8  7  6  5  4  3  2  1 31 30
        Exercise  ◌  ●  ●  ●
        Read      ●  ●  ·  ●
        Meditate  ·  ●  ·  ○
        Water     ◌  –  ●

        ● done  ◐ partly done  ○ missed  – skipped  ◌ to do today  · not due

        """)
  }

  @Test func historyInASCII() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let output = try cli.ok("history", "--days", "5", "--ascii")

    #expect(
      output == """
        History - Jan 4 - Jan 8

                 Jan
                 Th We Tu Mo Su
                  8  7  6  5  4
        Exercise  _  #  #  #
        Read      #  #  .  #
        Meditate  .  #  .  o
        Water     _  -  #

        # done  + partly done  o missed  - skipped  _ to do today  . not due

        """)
  }

  @Test func historyShortensLongNamesTo12Columns() throws {
    let cli = try CLI()
    try cli.ok("add", "Practise the violin")

    let output = try cli.ok("history", "--days", "3")

    #expect(output.contains("\nPractise th…  ◌\n"))
  }

  @Test func historyDefaultsTo30Days() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let output = try cli.ok("history")

    #expect(output.hasPrefix("History · Dec 10 – Jan 8\n"))
  }

  @Test func week() throws {
    let cli = try CLI()
    try SampleData.load(into: cli)

    let output = try cli.ok("week")

    #expect(
      output == """
        Week · Monday, Jan 5 – Sunday, Jan 11

                 Jan
                 Mo Tu We Th Fr Sa Su
                  5  6  7  8  9 10 11
        Exercise  ●  ●  ●  ◌            3 / 7
        Read      ●  ·  ●  ●            3 / 3  on track
        Meditate  ○  ·  ●  ·            1 / 3
        Water        ●  –  ◌            1 / 6

        ● done  ◐ partly done  ○ missed  – skipped  ◌ to do today  · not due

        """)
  }
}
