/// A habit's notes (spec 000 §6.4.7, "All Notes"), newest first, optionally narrowed by a
/// search and a mood; with how many notes carry each mood.
public struct HabitNotes: Sendable, Equatable {
  public var habit: Habit
  public var notes: [Note]
  /// Each mood with how many of the habit's notes carry it (before narrowing), in the moods'
  /// order, leaving out moods no note has.
  public var moods: [(mood: Mood, count: Int)]

  public struct Note: Sendable, Equatable {
    public var checkIn: CheckIn
    public var marks: [SearchMark]
  }

  public static func == (a: HabitNotes, b: HabitNotes) -> Bool {
    a.habit == b.habit && a.notes == b.notes && a.moods.map { $0.mood } == b.moods.map { $0.mood }
      && a.moods.map { $0.count } == b.moods.map { $0.count }
  }

  /// `checkIns` of `habit` (any order): those with a note, matching `query` and `mood` when given.
  public init(habit: Habit, checkIns: [CheckIn], query: SearchQuery?, mood: Mood?) {
    self.habit = habit
    let noted = checkIns.filter { $0.habitID == habit.id && !($0.note ?? "").isEmpty }
    self.moods = Mood.allCases.compactMap { mood in
      let count = noted.filter { $0.mood == mood }.count
      return count > 0 ? (mood, count) : nil
    }
    self.notes =
      noted
      .filter { mood == nil || $0.mood == mood }
      .compactMap { checkIn in
        guard let query else { return Note(checkIn: checkIn, marks: []) }
        return query.match(checkIn.note ?? "").map { Note(checkIn: checkIn, marks: $0) }
      }
      .sorted { $0.checkIn.day > $1.checkIn.day }
  }
}
