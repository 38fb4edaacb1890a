import RippleCore

/// How an export shows the rows it reads: as stored, or (the command line in private mode) with
/// the words a device opened laid over the neutral ones the rows hold.
public struct ExportWords: Sendable {
  public var habit: @Sendable (Habit) -> Habit
  public var checkIn: @Sendable (CheckIn) -> CheckIn

  public init(
    habit: @escaping @Sendable (Habit) -> Habit,
    checkIn: @escaping @Sendable (CheckIn) -> CheckIn
  ) {
    self.habit = habit
    self.checkIn = checkIn
  }

  /// The rows as the store holds them.
  public static let asStored = ExportWords(habit: { $0 }, checkIn: { $0 })
}
