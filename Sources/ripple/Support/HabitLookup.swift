import RippleCore

/// Finds the habit a person typed: its exact name (any case) or a prefix only one habit has.
enum HabitLookup {
  /// Which habits a command acts on.
  enum Scope {
    case active, archived, all

    func contains(_ habit: Habit) -> Bool {
      switch self {
      case .active: return !habit.isArchived
      case .archived: return habit.isArchived
      case .all: return true
      }
    }
  }

  static func find(_ query: String, in habits: [Habit], scope: Scope) throws -> Habit {
    let key = query.trimmed.lowercased()
    guard !key.isEmpty else { throw CommandError.usage("Give the name of a habit") }
    let inScope = habits.filter(scope.contains)
    if let exact = inScope.first(where: { $0.name.lowercased() == key }) { return exact }
    let matches = inScope.filter { $0.name.lowercased().hasPrefix(key) }
    if matches.count == 1 { return matches[0] }
    if matches.count > 1 {
      let names = matches.map { "'\($0.name)'" }.joined(separator: ", ")
      throw CommandError.usage(
        "'\(query)' matches \(matches.count) habits: \(names); type more of the name")
    }
    throw notFound(query, key: key, habits: habits, scope: scope)
  }

  private static func notFound(
    _ query: String, key: String, habits: [Habit], scope: Scope
  ) -> CommandError {
    let elsewhere = habits.first {
      !scope.contains($0) && $0.name.lowercased().hasPrefix(key)
    }
    if let elsewhere, elsewhere.isArchived {
      return .notFound(
        "'\(elsewhere.name)' is archived; run 'ripple unarchive \"\(elsewhere.name)\"' first")
    }
    if let elsewhere {
      return .notFound("'\(elsewhere.name)' is not archived")
    }
    return .notFound("No habit is named '\(query)'; 'ripple list --all' shows your habits")
  }
}
