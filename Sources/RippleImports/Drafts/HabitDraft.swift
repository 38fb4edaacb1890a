import RippleCore

/// A habit read from another app's file, before it becomes a Ripple habit: what every importer
/// produces, so the rules that make habits and check-ins of it are written once (`DraftBundle`).
struct HabitDraft: Sendable {
  var name: String
  var description = ""
  var schedule: Schedule = .daily
  var measure: Measure = .boolean
  var isArchived = false
  var color: String?
  var icon: String?
  /// What the file says about each day, the last word for a day winning.
  var days: [Day: DraftDay] = [:]
  /// What about this habit is imported differently from the file, in words.
  var adjusted: [String] = []

  init(name: String) { self.name = name }

  /// Records `day`, replacing what was there.
  mutating func record(_ day: Day, _ entry: DraftDay) { days[day] = entry }

  /// Adds `amount` to the day's value (apps that log several times a day).
  mutating func add(_ amount: Double, on day: Day, note: String? = nil) {
    var entry = days[day] ?? DraftDay(state: .done, value: 0)
    entry.value = (entry.value ?? 0) + amount
    if let note, !note.trimmed.isEmpty { entry.note = note }
    days[day] = entry
  }
}

/// One day of a drafted habit.
struct DraftDay: Sendable, Equatable {
  var state: CheckInState = .done
  var value: Double?
  var note: String?
}
