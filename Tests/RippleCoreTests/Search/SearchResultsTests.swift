import Testing

@testable import RippleCore

/// The groups a search answers and their order, and a habit's notes; the same code answers on
/// the server and in the browser's engine.
@Suite struct SearchResultsTests {
  let run = Habit(
    id: HabitID("run"), name: "Morning run", description: "Easy pace to the café",
    sortOrder: 0, createdDay: day("2026-11-01"))
  let read = Habit(
    id: HabitID("read"), name: "Read", isArchived: true, sortOrder: 1,
    createdDay: day("2026-11-01"))

  func note(_ habit: Habit, _ day: Int, _ text: String, _ mood: Mood? = nil) -> CheckIn {
    CheckIn(
      habitID: habit.id, day: try! Day(year: 2026, month: 11, day: day), note: text, mood: mood)
  }

  @Test func groupsNewestFirstWithTheHabitsActiveFirst() throws {
    let cafes = Habit(
      id: HabitID("cafes"), name: "Cafés visited", sortOrder: 2,
      createdDay: day("2026-11-01"))
    let results = SearchResults(
      query: try SearchQuery("caf"), habits: [read, cafes, run],
      categories: [Category(id: CategoryID("c"), name: "Café time")],
      notes: [note(run, 3, "café"), note(read, 9, "Cafeteria book"), note(run, 9, "no match")],
      reflections: [], limit: 30)
    #expect(results.habits.map(\.habit.name) == ["Cafés visited", "Morning run"])
    #expect(results.habits[1].nameMarks.isEmpty && !results.habits[1].descriptionMarks.isEmpty)
    #expect(results.categories.map(\.category.name) == ["Café time"])
    #expect(results.notes.map(\.checkIn.note) == ["Cafeteria book", "café"])
    #expect(!results.truncated)
  }

  @Test func aLimitTruncates() throws {
    let notes = (1...5).map { note(run, $0, "tea \($0)") }
    let results = SearchResults(
      query: try SearchQuery("tea"), habits: [run], categories: [], notes: notes,
      reflections: [], limit: 3)
    #expect(results.notes.map(\.checkIn.day.dayOfMonth) == [5, 4, 3])
    #expect(results.truncated)
  }

  @Test func notesOfHabitsNotGivenAreLeftOut() throws {
    let results = SearchResults(
      query: try SearchQuery("tea"), habits: [run], categories: [],
      notes: [note(read, 2, "tea")], reflections: [], limit: 30)
    #expect(results.notes.isEmpty)
  }

  @Test func reflectionsMatchOnWhatWorkedOrWasHard() throws {
    let reflection = GoalReflection(
      id: "r1", goalID: "g1", stage: 0, day: day("2026-11-08"),
      worked: "Laying out my shoes", hard: "Cold mornings", createdAt: 1)
    let results = SearchResults(
      query: try SearchQuery("cold"), habits: [], categories: [], notes: [],
      reflections: [.init(reflection, goalTitle: "Run 5 km", habitID: run.id)], limit: 30)
    #expect(results.reflections.count == 1)
    #expect(results.reflections[0].workedMarks.isEmpty)
    #expect(results.reflections[0].hardMarks == [SearchMark(start: 0, end: 4)])
  }

  @Test func aHabitsNotesByMoodAndWords() throws {
    let checkIns = [
      note(run, 1, "Rain", .bad), note(run, 3, "Sun and rain", .good), note(run, 2, "Sun", .good),
      CheckIn(habitID: run.id, day: day("2026-11-04")),
    ]
    let all = HabitNotes(habit: run, checkIns: checkIns, query: nil, mood: nil)
    #expect(all.notes.map(\.checkIn.day.dayOfMonth) == [3, 2, 1])
    #expect(all.moods.map(\.mood) == [.good, .bad] && all.moods.map(\.count) == [2, 1])
    let good = HabitNotes(habit: run, checkIns: checkIns, query: nil, mood: .good)
    #expect(good.notes.map(\.checkIn.day.dayOfMonth) == [3, 2])
    let rain = HabitNotes(
      habit: run, checkIns: checkIns, query: try SearchQuery("rain"), mood: .good)
    #expect(rain.notes.map(\.checkIn.day.dayOfMonth) == [3])
    #expect(rain.notes[0].marks == [SearchMark(start: 8, end: 12)])
  }
}
