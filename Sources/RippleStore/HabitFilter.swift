/// Which of a user's habits a read returns.
public enum HabitFilter: String, Sendable, CaseIterable {
  case active, archived, all
}
