import RippleCore

extension Array where Element == HabitLog {
  /// Records one check-in write in the log of `habit`, if it is here: `checkIn` stored, or the
  /// day cleared when nil. Writers bring cached histories forward with it.
  package mutating func record(_ checkIn: CheckIn?, habit: HabitID, day: Day) {
    guard let index = firstIndex(where: { $0.habit.id == habit }) else { return }
    if let checkIn {
      self[index].set(checkIn)
    } else {
      self[index].clear(day)
    }
  }
}
