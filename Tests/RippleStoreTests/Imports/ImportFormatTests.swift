import Foundation
import RippleCore
import Testing

@testable import RippleImports

/// Each format's rules: what its file says, as Ripple's habits and days.
@Suite struct ImportFormatTests {
  /// A completion's civil day is its instant plus the zone offset it was logged with, across a
  /// change of zone; intervals give the target; an inverse habit is "at most".
  @Test func habitKitReadsCivilDaysTargetsAndInverseHabits() throws {
    let read = try ImportFixtures.read("habitkit.json")
    #expect(read.kind == .habitKit)
    #expect(read.bundle.habits.map(\.name) == ["Drink water", "Gym", "Sweets", "Journal"])
    let water = try #require(read.habit("Drink water"))
    #expect(water.measure == .numeric(target: 8, unit: "times", kind: .atLeast))
    #expect(water.color != "#2196F3", "a colour of HabitKit's own becomes the nearest preset")
    #expect(Palette.presets.contains { $0.hex == water.color })
    // 23:00 UTC + 60 minutes is 1 March; 08:00 UTC − 480 minutes is 00:00 on 10 March.
    #expect(read.days("Drink water")["2024-03-01"]?.value == 8)
    #expect(read.days("Drink water")["2024-03-01"]?.note == "hot day")
    #expect(read.days("Drink water")["2024-03-10"]?.value == 8)
    #expect(read.habit("Gym")?.schedule == .timesPerWeek(3))
    #expect(read.days("Gym").keys.sorted() == ["2024-03-04", "2024-03-06"])
    #expect(read.habit("Sweets")?.measure == .numeric(target: 1, unit: "times", kind: .atMost))
    #expect(read.days("Sweets")["2024-03-02"]?.value == 2)
    #expect(read.habit("Journal")?.isArchived == true)
    #expect(read.habit("Journal")?.createdDay.text == "2024-01-15")
    #expect(read.bundle.skipped.contains("HabitKit's categories are not imported"))
  }

  @Test func habiticaHistoryMarksTheDaysATaskScoredUp() throws {
    let read = try ImportFixtures.read("habitica-history.csv")
    #expect(read.kind == .habitica)
    #expect(read.bundle.habits.map(\.name) == ["Meditate", "Floss"])
    // 1 (up from 0), 0.5 (down), 1.48 (up): done on the 1st and the 3rd.
    #expect(read.days("Meditate").keys.sorted() == ["2024-03-01", "2024-03-03"])
    #expect(read.days("Floss").keys.sorted() == ["2024-03-01", "2024-03-04"])
    #expect(read.bundle.skipped == ["1 rows of to-dos and rewards: they are not habits"])
  }

  /// A daily keeps its weekdays; a habit's day is done when it scored up, in the person's zone.
  @Test func habiticaUserDataKeepsADailysDays() throws {
    let read = try ImportFixtures.read(
      "habitica-userdata.json", zone: TimeZone(identifier: "America/New_York")!)
    #expect(read.kind == .habitica)
    #expect(read.habit("Run")?.schedule == .weekdays(WeekdaySet([.monday, .wednesday, .friday])))
    #expect(read.days("Run").keys.sorted() == ["2024-03-01"])
    // 1709330400000 is 22:00 UTC on 1 March: 17:00 in New York, the same day.
    #expect(read.days("Floss").keys.sorted() == ["2024-03-01"])
    #expect(read.habit("Floss")?.description == "every night")
  }

  @Test func beaverKeepsItsOrderArchiveAndNotes() throws {
    let read = try ImportFixtures.read("beaver.json")
    #expect(read.kind == .beaver)
    #expect(read.bundle.habits.map(\.name) == ["Swim", "Read"])
    #expect(read.habit("Swim")?.isArchived == true)
    #expect(read.habit("Swim")?.schedule == .timesPerWeek(2))
    #expect(read.days("Read")["2024-03-01"]?.note == "Dune")
    #expect(read.days("Read")["2024-03-03"]?.state == .skipped)
    #expect(read.days("Read")["2024-03-03"]?.note == "too tired")
    #expect(read.bundle.skipped == ["1 habits Beaver keeps as deleted"])
  }

  @Test func habitBullIsRecognisedWithoutAMapping() throws {
    let read = try ImportFixtures.read("habitbull.csv")
    #expect(read.kind == .habitBull)
    #expect(read.csv == nil)
    #expect(read.habit("Push-ups")?.measure == .numeric(target: 20, unit: "", kind: .atLeast))
    #expect(read.habit("Push-ups")?.description == "Morning set")
    #expect(read.days("Push-ups")["2024-03-02"]?.value == 25)
    #expect(read.days("Push-ups")["2024-03-01"]?.note == "felt strong")
    #expect(read.habit("Floss")?.measure == .boolean)
    #expect(read.days("Floss").keys.sorted() == ["2024-03-01"], "a 0 is a day not done")
  }

  /// Semicolons, a byte-order mark, quoted fields with separators and quotes inside, and dates
  /// that only read day first; a row whose date is not one is reported, not fatal.
  @Test func anyCSVIsReadThroughItsGuessedColumns() throws {
    let read = try ImportFixtures.read("any-dmy.csv")
    #expect(read.kind == .csv)
    let csv = try #require(read.csv)
    #expect(csv.columns == ["Activity", "Day", "Done", "Comment"])
    #expect(
      csv.mapping == CSVMapping(habit: "Activity", date: "Day", value: "Done", note: "Comment"))
    #expect(csv.dateOrder == .dmy)
    #expect(read.needs == nil)
    #expect(read.days("Walk; the dog")["2024-04-03"]?.note == #"said "woof""#)
    #expect(read.days("Walk; the dog")["2024-04-04"] == nil, "'no' is a day not done")
    #expect(read.days("Piano").keys.sorted() == ["2024-04-03", "2024-04-13"])
    #expect(read.bundle.skipped.first?.contains("line 6: 'someday' is not a date") == true)
  }

  @Test func anAmbiguousDateOrderIsAskedFor() throws {
    let asked = try ImportFixtures.read("ambiguous.csv")
    #expect(asked.needs?.field == "dates")
    #expect(asked.csv?.dateOrders == [.dmy, .mdy])
    #expect(asked.bundle.habits.isEmpty)
    let monthFirst = try ImportFixtures.read(
      "ambiguous.csv", options: ImportOptions(dateOrder: .mdy))
    #expect(monthFirst.days("Walk").keys.sorted() == ["2024-03-04", "2024-04-05"])
    let dayFirst = try ImportFixtures.read("ambiguous.csv", options: ImportOptions(dateOrder: .dmy))
    #expect(dayFirst.days("Walk").keys.sorted() == ["2024-04-03", "2024-05-04"])
    let wrong = try ImportFixtures.read("ambiguous.csv", options: ImportOptions(dateOrder: .ymd))
    #expect(wrong.needs?.field == "dates")
  }

  @Test func aGivenMappingOverridesTheGuessAndAnUnknownColumnIsNamed() throws {
    let text = "Who,When,Amount,Why\nRun,2024-03-01,5,legs\nRun,2024-03-02,7,\n"
    let read = try ImportFixtures.read(
      data: Data(text.utf8),
      options: ImportOptions(mapping: CSVMapping(habit: "Who", date: "When", value: "Amount")))
    #expect(read.days("Run")["2024-03-02"]?.value == 7)
    #expect(read.days("Run")["2024-03-01"]?.note == nil, "no note column was chosen or guessed")
    let none = try ImportFixtures.read(
      data: Data(text.utf8),
      options: ImportOptions(
        mapping: CSVMapping(habit: "Who", date: "When", withoutValue: true, withoutNote: true)))
    #expect(none.csv?.mapping.value == nil)
    #expect(none.days("Run")["2024-03-02"]?.state == .done, "without a value column, a row is done")
    let missing = try ImportFixtures.read(data: Data(text.utf8))
    #expect(missing.needs?.field == "habit")
    let unknown = try ImportFixtures.read(
      data: Data(text.utf8),
      options: ImportOptions(mapping: CSVMapping(habit: "Who", date: "Datum")))
    #expect(
      unknown.needs == ImportProblem(field: "date", message: "The file has no column named 'Datum'")
    )
    #expect(unknown.csv?.columns == ["Who", "When", "Amount", "Why"])
  }

  /// Tickmate counts months from 0 (Java's Calendar); a track with several ticks a day counts
  /// them; a disabled track is archived.
  @Test func tickmateReadsItsZeroBasedMonths() throws {
    let read = try ImportFixtures.read("tickmate.db")
    #expect(read.kind == .tickmate)
    #expect(read.bundle.habits.map(\.name) == ["Coffee", "Stretch", "Guitar"])
    #expect(read.days("Coffee")["2024-01-31"]?.value == 2)
    #expect(read.days("Coffee")["2024-02-01"]?.value == 1)
    #expect(read.days("Stretch").keys.sorted() == ["2024-02-29"])
    #expect(read.habit("Guitar")?.isArchived == true)
    #expect(read.days("Guitar").keys.sorted() == ["2023-12-25"])
  }

  /// Table Habit counts days from 1970 as Ripple does; a negative habit is "at most"; a
  /// record of type 0 is no record.
  @Test func tableHabitReadsGoalsFrequenciesAndRecords() throws {
    let read = try ImportFixtures.read("table-habit.json")
    #expect(read.kind == .tableHabit)
    #expect(read.bundle.habits.map(\.name) == ["Read", "Yoga", "Snacks"])
    #expect(read.habit("Read")?.measure == .numeric(target: 20, unit: "pages", kind: .atLeast))
    #expect(read.habit("Read")?.schedule == .daily)
    // Epoch day 19783 is 2024-03-01.
    #expect(read.days("Read")["2024-03-01"]?.value == 25)
    #expect(read.days("Read")["2024-03-02"]?.state == .skipped)
    #expect(read.days("Read")["2024-03-03"] == nil)
    #expect(read.habit("Yoga")?.schedule == .timesPerWeek(3))
    #expect(read.habit("Yoga")?.measure == .boolean)
    #expect(read.habit("Yoga")?.isArchived == true)
    #expect(read.habit("Snacks")?.measure == .numeric(target: 2, unit: "snacks", kind: .atMost))
    #expect(read.days("Snacks")["2024-03-04"]?.value == 3)
    #expect(read.bundle.skipped == ["1 habits Table Habit keeps as deleted"])
  }

  @Test func daysAfterTodayOrBefore2000AreLeftOutAndSaid() throws {
    let text = "habit,date\nRun,1999-12-31\nRun,2024-03-01\nRun,2030-01-01\n"
    let read = try ImportFixtures.read(data: Data(text.utf8))
    #expect(read.days("Run").keys.sorted() == ["2024-03-01"])
    #expect(read.bundle.skipped == ["'Run': 2 days before 2000-01-01 or after today (1999-12-31…)"])
  }

  @Test func aKindAskedForMustBeWhatTheFileIs() throws {
    #expect(throws: (any Error).self) {
      try ImportFixtures.read("beaver.json", options: ImportOptions(kind: .habitKit))
    }
    let asCSV = try ImportFixtures.read("habitbull.csv", options: ImportOptions(kind: .csv))
    #expect(asCSV.kind == .csv)
    #expect(asCSV.csv?.mapping.habit == "HabitName")
  }
}
