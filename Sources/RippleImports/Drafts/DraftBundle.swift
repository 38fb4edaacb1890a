import Foundation
import RippleCore
import RippleLoopImport
import RippleStore

/// Makes Ripple habits and check-ins of drafted habits: names and notes cut to Ripple's limits,
/// days Ripple cannot hold left out and said so, numeric habits without a target given one from
/// their own history.
enum DraftBundle {
  static func bundle(
    _ drafts: [HabitDraft], kind: ImportKind, today: Day, now: Int64,
    makeID: () -> String, skipped: [String] = []
  ) throws(StoreError) -> ImportBundle {
    guard drafts.count <= FileImport.maximumHabits else {
      throw .badFile(
        "This \(kind.title) file has \(drafts.count) habits; Ripple imports at most \(FileImport.maximumHabits)"
      )
    }
    let entries = drafts.reduce(0) { $0 + $1.days.count }
    guard entries <= FileImport.maximumEntries else {
      throw .badFile(
        "This \(kind.title) file has more than \(FileImport.maximumEntries) check-ins, the most Ripple imports at once"
      )
    }
    var habits: [Habit] = []
    var checkIns: [CheckIn] = []
    var skipped = skipped
    var adjusted: [String] = []
    for (index, draft) in drafts.enumerated() {
      let id = HabitID(makeID())
      let trimmed = String(draft.name.trimmed.prefix(Limits.nameLength)).trimmed
      let name = trimmed.isEmpty ? "\(kind.title) habit \(index + 1)" : trimmed
      adjusted += draft.adjusted.map { "'\(name)': \($0)" }
      var outside: [Day] = []
      var firstKept: Day?
      for (day, entry) in draft.days.sorted(by: { $0.key < $1.key }) {
        guard day >= Limits.earliestDay, day <= today else {
          outside.append(day)
          continue
        }
        firstKept = firstKept ?? day
        checkIns.append(checkIn(entry, habit: id, measure: draft.measure, day: day, now: now))
      }
      if let first = outside.first {
        skipped.append(
          "'\(name)': \(outside.count) day\(outside.count == 1 ? "" : "s") before \(Limits.earliestDay.text) or after today (\(first.text)…)"
        )
      }
      habits.append(
        Habit(
          id: id, name: name,
          description: String(draft.description.trimmed.prefix(Limits.descriptionLength)).trimmed,
          color: draft.color.map(LoopColors.nearest)
            ?? Palette.auto[index % Palette.auto.count].hex,
          icon: draft.icon ?? "dot", schedule: draft.schedule, measure: draft.measure,
          isArchived: draft.isArchived, sortOrder: index,
          createdDay: min(firstKept ?? today, today), createdAt: now, updatedAt: now))
    }
    return ImportBundle(
      habits: habits, checkIns: checkIns, skipped: skipped, adjusted: adjusted,
      mergesByName: true)
  }

  private static func checkIn(
    _ entry: DraftDay, habit: HabitID, measure: Measure, day: Day, now: Int64
  ) -> CheckIn {
    let note = entry.note.map { String($0.trimmed.prefix(Limits.noteLength)).trimmed }
    var checkIn = CheckIn(
      habitID: habit, day: day, state: entry.state,
      note: note?.isEmpty == false ? note : nil, updatedAt: now)
    if measure.isNumeric, entry.state == .done {
      checkIn.value = min(max(entry.value ?? 0, 0), Limits.valueCeiling.nextDown)
    }
    return checkIn
  }

  /// A numeric measure for values that came without a target: at least the value most often
  /// logged (ties to the smaller), which is what a person most often meant to reach.
  static func inferredMeasure(
    for values: [Double], unit: String = "", kind: TargetKind = .atLeast
  ) -> (Measure, String) {
    var counts: [Double: Int] = [:]
    for value in values where value > 0 { counts[value, default: 0] += 1 }
    let target =
      counts.max { ($0.value, -$0.key) < ($1.value, -$1.key) }?.key ?? 1
    let bounded = min(target, Limits.valueCeiling.nextDown)
    return (
      .numeric(target: bounded, unit: String(unit.prefix(Limits.unitLength)), kind: kind),
      "the file has no target; imported with the value most often logged, \(DraftBundle.number(bounded)), as its target"
    )
  }

  /// `8`, `2.5`: no trailing `.0`.
  static func number(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
  }
}
