import RippleCore

/// Makes imported habits fit among the user's: clashing names get a numbered suffix, the habits
/// go after the existing ones, and everything is validated before anything is written.
enum ImportPlan {
  static func prepared(
    _ bundle: ImportBundle, existing: [Habit]
  ) throws(StoreError)
    -> ImportBundle
  {
    var accepted = existing
    var ids = Set(existing.map(\.id))
    var habits: [Habit] = []
    let firstOrder = (existing.map(\.sortOrder).max() ?? -1) + 1
    for (index, habit) in bundle.habits.enumerated() {
      guard ids.insert(habit.id).inserted else {
        throw .conflict("The imported habit '\(habit.name)' has an id already in use")
      }
      var habit = habit
      habit.name = uniqueName(habit.name.trimmed, among: accepted)
      habit.sortOrder = firstOrder + index
      do {
        habit = try HabitValidation.validated(habit, among: accepted)
      } catch {
        throw .badFile("Habit '\(habit.name)': \(error.message)")
      }
      accepted.append(habit)
      habits.append(habit)
    }
    return ImportBundle(habits: habits, checkIns: try checkIns(bundle.checkIns, of: habits))
  }

  /// `name`, or `name (2)`, `name (3)`… — the first not taken (ignoring case), within the limit.
  static func uniqueName(_ name: String, among habits: [Habit]) -> String {
    let taken = Set(habits.map { $0.name.lowercased() })
    guard taken.contains(name.lowercased()) else { return name }
    var number = 2
    while true {
      let suffix = " (\(number))"
      let candidate = String(name.prefix(Limits.nameLength - suffix.count)) + suffix
      if !taken.contains(candidate.lowercased()) { return candidate }
      number += 1
    }
  }

  /// Validated check-ins of the imported habits; of two for the same day, the later one stays.
  private static func checkIns(
    _ checkIns: [CheckIn], of habits: [Habit]
  ) throws(StoreError)
    -> [CheckIn]
  {
    let habitsByID = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0) })
    var byKey: [HabitDay: CheckIn] = [:]
    for checkIn in checkIns {
      guard let habit = habitsByID[checkIn.habitID] else {
        throw .badFile("A check-in on \(checkIn.day.text) belongs to no imported habit")
      }
      do {
        let valid = try CheckInValidation.validated(checkIn, measure: habit.measure)
        byKey[HabitDay(habit: checkIn.habitID, day: checkIn.day)] = valid
      } catch {
        throw .badFile("Habit '\(habit.name)', \(checkIn.day.text): \(error.message)")
      }
    }
    return byKey.values.sorted { ($0.habitID, $0.day) < ($1.habitID, $1.day) }
  }
}
