import RippleCore
import RippleStore

/// Search and a habit's notes for one user, as the API and the CLI answer them: the database's
/// full-text index finds the notes that may match, and the engine's rule (`SearchResults`,
/// `HabitNotes`) decides, as it does in the browser offline.
public struct Searching<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let user: UserID

  public init(repository: Repository, user: UserID) {
    self.repository = repository
    self.user = user
  }

  /// More candidates than the answer shows, for those the index finds and the rule does not
  /// keep (a word the index splits where the engine does not).
  static var candidateSlack: Int { 20 }

  public func results(_ query: SearchQuery, limit: Int) async throws -> SearchResults {
    let habits = try await repository.habits(for: user, filter: .all)
    let categories = try await repository.categories(for: user)
    let cap = limit + 1 + Self.candidateSlack
    let notes = try await repository.notesFound(query.wordTexts, for: user, limit: cap)
    var reflections: [SearchResults.Reflection] = []
    for goal in try await repository.goals(for: user) {
      for reflection in try await repository.reflections(goal: goal.id.rawValue, for: user) {
        reflections.append(.init(reflection, goalTitle: goal.title, habitID: goal.habitID))
      }
    }
    var results = SearchResults(
      query: query, habits: habits, categories: categories, notes: notes,
      reflections: reflections, limit: limit)
    if notes.count == cap { results.truncated = true }
    return results
  }

  /// The habit's notes, newest first; an unknown habit is `StoreError.notFound`.
  public func notes(
    of habit: HabitID, query: SearchQuery?, mood: Mood?
  ) async throws
    -> HabitNotes
  {
    let stored = try await repository.habit(habit, for: user)
    let checkIns = try await repository.checkIns(for: user, habit: habit, in: nil)
    return HabitNotes(habit: stored, checkIns: checkIns, query: query, mood: mood)
  }
}
