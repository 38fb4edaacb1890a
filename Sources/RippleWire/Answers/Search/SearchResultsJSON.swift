import RippleCore

/// `GET /api/v1/search`, `ripple search --json` and the browser's engine offline: what a search
/// found, grouped.
public struct SearchResultsJSON: WireObject, Sendable {
  public var results: SearchResults
  public var text: String

  public init(_ results: SearchResults, text: String) {
    self.results = results
    self.text = text
  }

  public static let wireName = "SearchResults"
  public static let wireSummary =
    "What a search found: habits, categories, check-in notes and the coach's reflections"
  public static let wireFields: [WireField<SearchResultsJSON>] = [
    WireField("query", "What was searched for, as typed") { $0.text },
    WireField("words", "The words searched for, folded: each starts a word of what is found") {
      $0.results.query.wordTexts
    },
    WireField("habits", "Habits by name or description: active first, then archived") {
      $0.results.habits.map(SearchHabitHitJSON.init)
    },
    WireField("categories", "Categories by name, in their order") {
      $0.results.categories.map(SearchCategoryHitJSON.init)
    },
    WireField("notes", "Check-ins by note, newest first") {
      $0.results.notes.map(SearchNoteHitJSON.init)
    },
    WireField("reflections", "The coach's reflections, newest first") {
      $0.results.reflections.map(SearchReflectionHitJSON.init)
    },
    WireField("truncated", "More notes matched than are shown") { $0.results.truncated },
  ]
}

/// A habit a search found.
public struct SearchHabitHitJSON: WireObject, Sendable {
  public var hit: SearchResults.HabitHit

  public init(_ hit: SearchResults.HabitHit) { self.hit = hit }

  public static let wireName = "SearchHabitHit"
  public static let wireSummary = "A habit whose name or description matched"
  public static let wireFields: [WireField<SearchHabitHitJSON>] = [
    WireField("habitId") { $0.hit.habit.id.rawValue },
    WireField("name") { $0.hit.habit.name },
    WireField("icon") { $0.hit.habit.icon },
    WireField("color", "#RRGGBB") { $0.hit.habit.color },
    WireField("archived") { $0.hit.habit.isArchived },
    .nullable("categoryId") { $0.hit.habit.categoryID?.rawValue },
    WireField("nameMarks") { SearchMarkJSON.list($0.hit.nameMarks) },
    WireField("description") { $0.hit.habit.description },
    WireField("descriptionMarks") { SearchMarkJSON.list($0.hit.descriptionMarks) },
  ]
}

/// A category a search found.
public struct SearchCategoryHitJSON: WireObject, Sendable {
  public var hit: SearchResults.CategoryHit

  public init(_ hit: SearchResults.CategoryHit) { self.hit = hit }

  public static let wireName = "SearchCategoryHit"
  public static let wireSummary = "A category whose name matched"
  public static let wireFields: [WireField<SearchCategoryHitJSON>] = [
    WireField("categoryId") { $0.hit.category.id.rawValue },
    WireField("name") { $0.hit.category.name },
    WireField("color", "#RRGGBB") { $0.hit.category.color },
    .nullable("icon", "Its icon name or emoji; null when none was chosen") {
      $0.hit.category.icon
    },
    WireField("nameMarks") { SearchMarkJSON.list($0.hit.nameMarks) },
  ]
}

/// A check-in whose note a search found.
public struct SearchNoteHitJSON: WireObject, Sendable {
  public var hit: SearchResults.NoteHit

  public init(_ hit: SearchResults.NoteHit) { self.hit = hit }

  public static let wireName = "SearchNoteHit"
  public static let wireSummary = "A check-in whose note matched, with its habit"
  public static let wireFields: [WireField<SearchNoteHitJSON>] = [
    WireField("habitId") { $0.hit.habit.id.rawValue },
    WireField("habitName") { $0.hit.habit.name },
    WireField("icon") { $0.hit.habit.icon },
    WireField("color", "#RRGGBB") { $0.hit.habit.color },
    WireField("day", as: .formatted("date")) { $0.hit.checkIn.day.text },
    WireField("state", as: .words(CheckInState.self)) { $0.hit.checkIn.state.rawValue },
    .nullable("mood", as: .words(Mood.self)) { $0.hit.checkIn.mood?.rawValue },
    WireField("note") { $0.hit.checkIn.note ?? "" },
    WireField("marks", "In the note") { SearchMarkJSON.list($0.hit.marks) },
  ]
}

/// A reflection of the coach's a search found.
public struct SearchReflectionHitJSON: WireObject, Sendable {
  public var hit: SearchResults.ReflectionHit

  public init(_ hit: SearchResults.ReflectionHit) { self.hit = hit }

  public static let wireName = "SearchReflectionHit"
  public static let wireSummary = "A coach reflection whose words matched, with its goal"
  public static let wireFields: [WireField<SearchReflectionHitJSON>] = [
    WireField("goalId") { $0.hit.reflection.goalID },
    WireField("goalTitle") { $0.hit.goalTitle },
    WireField("habitId") { $0.hit.habitID.rawValue },
    WireField("stage", "The stage's index in the roadmap, from 0") { $0.hit.reflection.stage },
    WireField("day", as: .formatted("date")) { $0.hit.reflection.day.text },
    WireField("worked") { $0.hit.reflection.worked },
    WireField("workedMarks") { SearchMarkJSON.list($0.hit.workedMarks) },
    WireField("hard") { $0.hit.reflection.hard },
    WireField("hardMarks") { SearchMarkJSON.list($0.hit.hardMarks) },
  ]
}
