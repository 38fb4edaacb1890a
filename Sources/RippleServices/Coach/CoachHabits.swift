import RippleCore
import RippleStore

/// Which habits carry a goal's stage.
public enum CoachHabits {
  /// Whether `habit` is the linked habit of a goal still in progress (active or paused).
  public static func isCoached<Repository: RippleRepository>(
    _ habit: HabitID, user: UserID, in repository: Repository
  ) async throws -> Bool {
    try await repository.goals(for: user).contains {
      $0.habitID == habit && $0.isOpen
    }
  }
}
