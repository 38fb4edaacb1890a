import RippleCore
import RippleStore

/// Turns Loop habits into Ripple habits and check-ins, reporting what does not carry over as is.
enum LoopMapping {
  static func bundle(
    _ loopHabits: [LoopHabit], today: Day, now: Int64, makeID: () -> String
  ) -> ImportBundle {
    var habits: [Habit] = []
    var checkIns: [CheckIn] = []
    var report = LoopImportReport()
    let ordered = loopHabits.enumerated()
      .sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
      .map(\.element)
    for (index, loop) in ordered.enumerated() {
      let id = HabitID(makeID())
      let trimmed = String(loop.name.trimmed.prefix(Limits.nameLength))
      let name = trimmed.isEmpty ? "Loop habit \(index + 1)" : trimmed
      let (measure, measureChange) = measure(of: loop)
      let (schedule, scheduleChange) = LoopSchedule.schedule(
        loop.frequencyNumerator, in: loop.frequencyDenominator)
      report.adjusted += [measureChange, scheduleChange].compactMap { $0 }.map {
        "'\(name)': \($0)"
      }
      let entries = LoopEntryMapping.checkIns(
        loop.entries, habit: id, name: name, measure: measure, now: now, report: &report)
      let description = [loop.question.trimmed, loop.description.trimmed].filter { !$0.isEmpty }
        .joined(separator: "\n")
      habits.append(
        Habit(
          id: id, name: name,
          description: String(description.prefix(Limits.descriptionLength)).trimmed,
          color: LoopColors.nearest(to: loop.color), schedule: schedule, measure: measure,
          reminders: reminders(of: loop), isArchived: loop.isArchived, sortOrder: index,
          createdDay: min(entries.map(\.day).min() ?? today, today), createdAt: now,
          updatedAt: now))
      checkIns += entries
    }
    return ImportBundle(
      habits: habits, checkIns: checkIns, skipped: report.skipped, adjusted: report.adjusted)
  }

  /// Ripple needs a positive target below a billion. In Loop a target of 0 or less is always met
  /// (at least) or met only when nothing is logged (at most); the nearest Ripple target is 0.001.
  static func measure(of loop: LoopHabit) -> (Measure, change: String?) {
    guard loop.isNumerical else { return (.boolean, nil) }
    let kind: TargetKind = loop.targetIsAtMost ? .atMost : .atLeast
    let unit = String(loop.unit.trimmed.prefix(Limits.unitLength))
    let words = loop.targetIsAtMost ? "at most" : "at least"
    var target = loop.targetValue
    var change: String?
    if !(target > 0) {
      target = 0.001
      let meaning = loop.targetIsAtMost ? "met only when nothing is logged" : "always met"
      change = "Loop's target \(words) \(loop.targetValue) (\(meaning)) imported as \(words) 0.001"
    } else if target > 999_999_999 {
      target = 999_999_999
      change = "Loop's target \(loop.targetValue) imported as Ripple's largest, 999999999"
    }
    return (.numeric(target: target, unit: unit, kind: kind), change)
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

  enum EntryResult {
    case checkIn(CheckIn)
    /// A value Loop never writes for this kind of habit.
    case undefined
  }

  /// Loop's entry as a check-in; unknown values and the days Loop filled in itself (YES_AUTO)
  /// are not check-ins (nil).
  static func checkIn(
    from entry: LoopEntry, habit: HabitID, measure: Measure, now: Int64
  ) -> EntryResult? {
    let note = String(entry.notes.trimmed.prefix(Limits.noteLength)).trimmed
    var checkIn = CheckIn(
      habitID: habit, day: entry.day, note: note.isEmpty ? nil : note, updatedAt: now)
    switch (measure.isNumeric, entry.value) {
    case (_, LoopEntry.unknown), (false, LoopEntry.yesAuto): return nil
    case (_, LoopEntry.skip): checkIn.state = .skipped
    case (false, LoopEntry.yesManual): checkIn.state = .done
    case (false, LoopEntry.no): checkIn.state = .missed
    case (false, _): return .undefined
    case (true, let amount):
      guard amount >= 0, amount < 1_000_000_000_000 else { return .undefined }
      checkIn.value = Double(amount) / 1000
    }
    return .checkIn(checkIn)
  }
}
