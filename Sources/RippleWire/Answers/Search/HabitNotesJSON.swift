import RippleCore

/// `GET /api/v1/habits/{id}/notes`, `ripple notes --json` and the browser's engine offline: a
/// habit's notes, newest first.
public struct HabitNotesJSON: WireObject, Sendable {
  public var notes: HabitNotes

  public init(_ notes: HabitNotes) { self.notes = notes }

  public static let wireName = "HabitNotes"
  public static let wireSummary = "A habit's notes, newest first, narrowed by a search and a mood"
  public static let wireFields: [WireField<HabitNotesJSON>] = [
    WireField("habitId") { $0.notes.habit.id.rawValue },
    WireField("notes") { $0.notes.notes.map(HabitNoteJSON.init) },
    WireField("moods", "Each mood the habit's notes carry, with how many (before narrowing)") {
      $0.notes.moods.map { MoodCountJSON(mood: $0.mood, count: $0.count) }
    },
  ]
}

/// One note of a habit.
public struct HabitNoteJSON: WireObject, Sendable {
  public var note: HabitNotes.Note

  public init(_ note: HabitNotes.Note) { self.note = note }

  public static let wireName = "HabitNote"
  public static let wireSummary = "A check-in's note"
  public static let wireFields: [WireField<HabitNoteJSON>] = [
    WireField("day", as: .formatted("date")) { $0.note.checkIn.day.text },
    WireField("state", as: .words(CheckInState.self)) { $0.note.checkIn.state.rawValue },
    .nullable("mood", as: .words(Mood.self)) { $0.note.checkIn.mood?.rawValue },
    WireField("note") { $0.note.checkIn.note ?? "" },
    WireField("marks", "What the search matched in the note (none without one)") {
      SearchMarkJSON.list($0.note.marks)
    },
  ]
}

/// How many notes carry a mood.
public struct MoodCountJSON: WireObject, Sendable {
  public var mood: Mood
  public var count: Int

  public static let wireName = "MoodCount"
  public static let wireSummary = "A mood and how many notes carry it"
  public static let wireFields: [WireField<MoodCountJSON>] = [
    WireField("mood", as: .words(Mood.self)) { $0.mood.rawValue },
    WireField("count") { $0.count },
  ]
}
