import RippleCore

/// Turns Loop habits into Ripple habits and check-ins.
enum LoopMapping {
  static func bundle(
    _ loopHabits: [LoopHabit], today: Day, now: Int64, makeID: () -> String
  ) -> ImportBundle {
    var habits: [Habit] = []
    var checkIns: [CheckIn] = []
    for (index, loop) in loopHabits.sorted(by: { $0.position < $1.position }).enumerated() {
      let id = HabitID(makeID())
      let measure = measure(of: loop)
      let entries = loop.entries.compactMap {
        checkIn(from: $0, habit: id, measure: measure, now: now)
      }
      let name = String(loop.name.trimmed.prefix(Limits.nameLength))
      let description = [loop.question.trimmed, loop.description.trimmed].filter { !$0.isEmpty }
        .joined(separator: "\n")
      habits.append(
        Habit(
          id: id, name: name.isEmpty ? "Loop habit \(index + 1)" : name,
          description: String(description.prefix(Limits.descriptionLength)).trimmed,
          color: LoopColors.nearest(to: loop.color),
          schedule: schedule(loop.frequencyNumerator, in: loop.frequencyDenominator),
          measure: measure, reminders: reminders(of: loop), isArchived: loop.isArchived,
          sortOrder: index, createdDay: min(entries.map(\.day).min() ?? today, today),
          createdAt: now, updatedAt: now))
      checkIns += entries
    }
    return ImportBundle(habits: habits, checkIns: checkIns)
  }

  /// Loop's "N times in D days".
  static func schedule(_ times: Int, in days: Int) -> Schedule {
    let days = min(max(days, 1), Limits.rollingWindow.upperBound)
    let times = min(max(times, 1), days)
    if times == days { return .daily }
    if days == 7 { return .timesPerWeek(times) }
    return .timesInDays(times: times, days: days)
  }

  static func measure(of loop: LoopHabit) -> Measure {
    guard loop.isNumerical else { return .boolean }
    // Ripple needs a positive target; "at most 0" behaves as "at most 0.001".
    let target = loop.targetValue > 0 ? loop.targetValue : (loop.targetIsAtMost ? 0.001 : 1)
    return .numeric(
      target: min(target, 999_999_999), unit: String(loop.unit.trimmed.prefix(Limits.unitLength)),
      kind: loop.targetIsAtMost ? .atMost : .atLeast)
  }

  /// Loop's weekday mask has bit 0 = Saturday, bit 1 = Sunday … bit 6 = Friday.
  static func weekdays(mask: Int) -> WeekdaySet {
    let days = (0..<7).filter { mask & (1 << $0) != 0 }.map { Weekday(rawValue: ($0 + 6) % 7)! }
    return days.isEmpty ? .all : WeekdaySet(days)
  }

  static func reminders(of loop: LoopHabit) -> [Reminder] {
    guard let reminder = loop.reminder, (0..<1440).contains(reminder.minute) else { return [] }
    return [Reminder(minuteOfDay: reminder.minute, weekdays: weekdays(mask: reminder.weekdayMask))]
  }

  /// Loop's entry as a check-in; unknown values and the days Loop filled in itself (YES_AUTO)
  /// are not check-ins.
  static func checkIn(
    from entry: LoopEntry, habit: HabitID, measure: Measure, now: Int64
  )
    -> CheckIn?
  {
    let note = String(entry.notes.trimmed.prefix(Limits.noteLength)).trimmed
    var checkIn = CheckIn(
      habitID: habit, day: entry.day, note: note.isEmpty ? nil : note, updatedAt: now)
    switch (measure.isNumeric, entry.value) {
    case (_, LoopEntry.unknown), (false, LoopEntry.yesAuto): return nil
    case (_, LoopEntry.skip): checkIn.state = .skipped
    case (false, LoopEntry.yesManual): checkIn.state = .done
    case (false, LoopEntry.no): checkIn.state = .missed
    case (false, _): return nil
    case (true, let amount):
      guard amount >= 0 else { return nil }
      checkIn.value = Double(amount) / 1000
    }
    return checkIn
  }
}
