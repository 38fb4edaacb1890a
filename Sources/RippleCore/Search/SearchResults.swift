/// What a search found, grouped: habits (by name or description), categories, check-in notes
/// and the coach's reflections. Built here for the server (from what its database's index
/// found) and for the browser's engine (from the replica), so both answer alike.
public struct SearchResults: Sendable, Equatable {
  public var query: SearchQuery
  /// Active habits first, then archived ones, each in the user's order.
  public var habits: [HabitHit]
  public var categories: [CategoryHit]
  /// Newest day first; on one day, in the habits' order.
  public var notes: [NoteHit]
  /// Newest first.
  public var reflections: [ReflectionHit]
  /// More notes matched than the limit shows.
  public var truncated: Bool

  public struct HabitHit: Sendable, Equatable {
    public var habit: Habit
    public var nameMarks: [SearchMark]
    public var descriptionMarks: [SearchMark]
  }

  public struct CategoryHit: Sendable, Equatable {
    public var category: Category
    public var nameMarks: [SearchMark]
  }

  public struct NoteHit: Sendable, Equatable {
    public var habit: Habit
    public var checkIn: CheckIn
    /// In the note.
    public var marks: [SearchMark]
  }

  public struct ReflectionHit: Sendable, Equatable {
    public var reflection: GoalReflection
    public var goalTitle: String
    public var habitID: HabitID
    public var workedMarks: [SearchMark]
    public var hardMarks: [SearchMark]
  }

  /// A reflection with what search shows of its goal.
  public struct Reflection: Sendable {
    public var reflection: GoalReflection
    public var goalTitle: String
    public var habitID: HabitID

    public init(_ reflection: GoalReflection, goalTitle: String, habitID: HabitID) {
      self.reflection = reflection
      self.goalTitle = goalTitle
      self.habitID = habitID
    }
  }

  /// The most notes an answer shows by default, and at most.
  public static let defaultLimit = 30
  public static let maximumLimit = 100

  /// Matches `query` against all of `habits` and `categories`, and against `notes`: every
  /// check-in that may hold a match (a database's index finds more than the engine's rule
  /// keeps, never fewer), up to `limit` of them newest first.
  public init(
    query: SearchQuery, habits: [Habit], categories: [Category], notes: [CheckIn],
    reflections: [Reflection], limit: Int
  ) {
    self.query = query
    let ordered = habits.filter { !$0.isArchived } + habits.filter { $0.isArchived }
    self.habits = ordered.compactMap { habit in
      query.match([habit.name, habit.description]).map {
        HabitHit(habit: habit, nameMarks: $0[0], descriptionMarks: $0[1])
      }
    }
    self.categories = categories.sorted { $0.sortOrder < $1.sortOrder }.compactMap { category in
      query.match(category.name).map { CategoryHit(category: category, nameMarks: $0) }
    }
    var byID: [HabitID: Habit] = [:]
    for habit in habits { byID[habit.id] = habit }
    var found: [NoteHit] = []
    for checkIn in notes {
      guard let note = checkIn.note, let habit = byID[checkIn.habitID],
        let marks = query.match(note)
      else { continue }
      found.append(NoteHit(habit: habit, checkIn: checkIn, marks: marks))
    }
    found.sort { a, b in
      a.checkIn.day != b.checkIn.day
        ? a.checkIn.day > b.checkIn.day : a.habit.sortOrder < b.habit.sortOrder
    }
    self.truncated = found.count > limit
    self.notes = Array(found.prefix(limit))
    self.reflections = reflections.compactMap { item in
      query.match([item.reflection.worked, item.reflection.hard]).map {
        ReflectionHit(
          reflection: item.reflection, goalTitle: item.goalTitle, habitID: item.habitID,
          workedMarks: $0[0], hardMarks: $0[1])
      }
    }.sorted { a, b in
      a.reflection.day != b.reflection.day
        ? a.reflection.day > b.reflection.day
        : a.reflection.createdAt > b.reflection.createdAt
    }
  }
}
