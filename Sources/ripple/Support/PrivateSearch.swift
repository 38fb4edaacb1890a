import RippleCore
import RippleStore

/// Search and a habit's notes in private mode, where the database's index holds no word of
/// them: the engine's rules (`SearchResults`, `HabitNotes`) run here over the habits, categories
/// and check-ins with their words, as the browser's engine runs them over its replica.
enum PrivateSearch {
  static func results(
    _ query: SearchQuery, limit: Int, words: PrivateWords, session: Session
  ) async throws -> SearchResults {
    let checkIns = try await session.store.checkIns(for: session.user, habit: nil, in: nil)
    var reflections: [SearchResults.Reflection] = []
    for goal in try await session.store.goals(for: session.user) {
      for reflection in try await session.store.reflections(
        goal: goal.id.rawValue, for: session.user)
      {
        reflections.append(.init(reflection, goalTitle: goal.title, habitID: goal.habitID))
      }
    }
    return SearchResults(
      query: query, habits: try await session.habits(.all),
      categories: try await session.categories(), notes: checkIns.map(words.checkIn),
      reflections: reflections, limit: limit)
  }

  static func notes(
    of habit: Habit, query: SearchQuery?, mood: Mood?, words: PrivateWords, session: Session
  ) async throws -> HabitNotes {
    let checkIns = try await session.store.checkIns(for: session.user, habit: habit.id, in: nil)
    return HabitNotes(habit: habit, checkIns: checkIns.map(words.checkIn), query: query, mood: mood)
  }
}
