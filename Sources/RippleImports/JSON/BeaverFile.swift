import Foundation
import RippleCore
import RippleStore

/// Beaver Habit Tracker's JSON export: `{"habits": [{"id", "name", "records": [{"day":
/// "yyyy-mm-dd", "done": bool, "text"}], "star", "status": "active" | "archive" |
/// "soft_delete", "weekly_goal"}], "order": [ids]}`.
struct BeaverFile: Decodable {
  struct Habit: Decodable {
    var id: String?
    var name: String
    var records: [Record]
    var status: String?
    var weekly_goal: Int?
  }
  struct Record: Decodable {
    var day: String
    var done: Bool?
    var text: String?
  }

  var habits: [Habit]
  var order: [String]?

  static func drafts(_ data: Data) throws -> (drafts: [HabitDraft], skipped: [String]) {
    let file = try JSONFile.decode(BeaverFile.self, from: data, kind: .beaver)
    let position = Dictionary(
      (file.order ?? []).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    let ordered = file.habits.enumerated().sorted {
      (position[$0.element.id ?? ""] ?? Int.max, $0.offset)
        < (position[$1.element.id ?? ""] ?? Int.max, $1.offset)
    }.map(\.element)
    var drafts: [HabitDraft] = []
    var deleted = 0
    for habit in ordered {
      guard habit.status != "soft_delete" else {
        deleted += 1
        continue
      }
      var draft = HabitDraft(name: habit.name)
      draft.isArchived = habit.status == "archive"
      if let goal = habit.weekly_goal, goal > 0 {
        draft.schedule = .timesPerWeek(min(goal, 7))
      }
      for record in habit.records {
        guard let day = DateOrder.ymd.day(record.day) else {
          throw StoreError.badFile("A Beaver record's day '\(record.day.prefix(30))' is not a date")
        }
        let note = record.text.flatMap { $0.trimmed.isEmpty ? nil : $0 }
        if record.done == true {
          draft.record(day, DraftDay(state: .done, note: note))
        } else if let note {
          draft.record(day, DraftDay(state: .skipped, note: note))
          draft.adjusted.append(
            "a day with a note but no tick (\(day.text)) imported as skipped, keeping its note")
        }
      }
      if draft.adjusted.count > 1 {
        draft.adjusted = [
          "\(draft.adjusted.count) days with a note but no tick imported as skipped, keeping their notes"
        ]
      }
      drafts.append(draft)
    }
    let skipped = deleted == 0 ? [] : ["\(deleted) habits Beaver keeps as deleted"]
    return (drafts, skipped)
  }
}
