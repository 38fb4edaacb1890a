import Foundation
import RippleCore
import RippleStore

/// HabitKit's JSON export: `habits`, `completions`, `intervals`, `categories`,
/// `categoryMappings`, `reminders`. A completion's `date` is the UTC instant of the local
/// midnight it was logged on; its civil day is that instant plus `timezoneOffsetInMinutes`.
/// Intervals carry the target (`requiredNumberOfCompletions` per `day`, `week` or `month`);
/// `isInverse` habits are "at most" habits.
struct HabitKitFile: Decodable {
  struct Habit: Decodable {
    var id: String
    var name: String
    var description: String?
    var icon: String?
    var color: String?
    var archived: Bool?
    var isInverse: Bool?
    var orderIndex: Int?
  }
  struct Completion: Decodable {
    var habitId: String
    var date: String
    var timezoneOffsetInMinutes: Int?
    var amountOfCompletions: Int?
    var note: String?
  }
  struct Interval: Decodable {
    var habitId: String
    var startDate: String?
    var type: String?
    var requiredNumberOfCompletions: Int?
  }

  var habits: [Habit]
  var completions: [Completion]?
  var intervals: [Interval]?
  var categories: [AnyDecodable]?
  var reminders: [AnyDecodable]?

  static func drafts(_ data: Data) throws -> (drafts: [HabitDraft], skipped: [String]) {
    let file = try JSONFile.decode(HabitKitFile.self, from: data, kind: .habitKit)
    let intervals = Dictionary(grouping: file.intervals ?? [], by: \.habitId).mapValues {
      $0.max { ($0.startDate ?? "") < ($1.startDate ?? "") }!
    }
    var drafts: [HabitDraft] = []
    var index: [String: Int] = [:]
    for habit in file.habits.sorted(by: { ($0.orderIndex ?? 0) < ($1.orderIndex ?? 0) }) {
      var draft = HabitDraft(name: habit.name)
      draft.description = habit.description ?? ""
      draft.isArchived = habit.archived ?? false
      draft.color = JSONFile.hexColor(habit.color)
      let interval = intervals[habit.id]
      let required = max(1, interval?.requiredNumberOfCompletions ?? 1)
      let inverse = habit.isInverse ?? false
      switch (interval?.type ?? "day", required, inverse) {
      case ("week", _, false):
        draft.schedule = .timesPerWeek(min(required, 7))
        if required > 7 {
          draft.adjusted.append("\(required) a week imported as 7 (once a day at most)")
        }
      case ("month", _, false):
        draft.schedule = .timesInDays(times: min(required, 30), days: 30)
        draft.adjusted.append("\(required) a month imported as \(min(required, 30)) in any 30 days")
      case (_, 1, false): break
      case (_, _, false):
        draft.measure = .numeric(target: Double(required), unit: "times", kind: .atLeast)
      case (_, _, true):
        draft.measure = .numeric(target: Double(required - 1), unit: "times", kind: .atMost)
        draft.adjusted.append("a habit to avoid: imported as at most \(required - 1) times a day")
      }
      index[habit.id] = drafts.count
      drafts.append(draft)
    }
    var orphans = 0
    for completion in file.completions ?? [] {
      guard let at = index[completion.habitId] else {
        orphans += 1
        continue
      }
      guard let day = civilDay(completion) else {
        throw StoreError.badFile(
          "A HabitKit completion's date '\(completion.date.prefix(40))' is not a date")
      }
      let amount = Double(max(0, completion.amountOfCompletions ?? 1))
      if drafts[at].measure.isNumeric {
        drafts[at].add(amount, on: day, note: completion.note)
      } else if amount > 0 {
        drafts[at].record(day, DraftDay(state: .done, note: completion.note))
      }
    }
    var skipped: [String] = []
    if orphans > 0 { skipped.append("\(orphans) completions of habits the file does not have") }
    if !(file.categories ?? []).isEmpty { skipped.append("HabitKit's categories are not imported") }
    if !(file.reminders ?? []).isEmpty {
      skipped.append("HabitKit's reminders are not imported; set them again in Ripple")
    }
    return (drafts, skipped)
  }

  /// The civil day: the instant plus the offset of the zone it was logged in.
  static func civilDay(_ completion: Completion) -> Day? {
    guard let instant = JSONFile.instant(completion.date) else { return nil }
    let seconds = instant + Double((completion.timezoneOffsetInMinutes ?? 0) * 60)
    guard seconds.isFinite, abs(seconds) < 1e12 else { return nil }
    return Day(daysSinceEpoch: Int((seconds / 86_400).rounded(.down)))
  }
}
