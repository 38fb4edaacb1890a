import Foundation
import RippleCore
import RippleStore

/// Table Habit's JSON export (the open-source mhabit): an array of habits, each `{"name",
/// "desc", "type": 1 normal | 2 negative, "status": 1 active | 2 deleted | 3 archived,
/// "daily_goal", "daily_goal_unit", "freq_type": 1 weekly | 2 monthly | 3 custom, "freq_custom":
/// "[freq]" or "[freq, days]", "records": [{"record_date": epoch day, "record_type": 1 done |
/// 2 skip, "record_value"}]}`. Days are counted from 1970-01-01 as Ripple counts them.
struct TableHabitFile {
  struct Habit: Decodable {
    var name: String?
    var desc: String?
    var type: Int?
    var status: Int?
    var daily_goal: Double?
    var daily_goal_unit: String?
    var freq_type: Int?
    var freq_custom: String?
    var records: [Record]?
  }
  struct Record: Decodable {
    var record_date: Int
    var record_type: Int?
    var record_value: Double?
  }

  static func drafts(_ data: Data) throws -> (drafts: [HabitDraft], skipped: [String]) {
    let habits = try JSONFile.decode([Habit].self, from: data, kind: .tableHabit)
    var drafts: [HabitDraft] = []
    var deleted = 0
    for habit in habits {
      guard habit.status != 2 else {
        deleted += 1
        continue
      }
      var draft = HabitDraft(name: habit.name ?? "")
      draft.description = habit.desc ?? ""
      draft.isArchived = habit.status == 3
      let goal = habit.daily_goal ?? 1
      let unit = habit.daily_goal_unit ?? ""
      if habit.type == 2 {
        draft.measure = .numeric(target: max(0, goal), unit: unit, kind: .atMost)
      } else if goal > 1 || !unit.isEmpty {
        draft.measure = .numeric(target: max(goal, 0.001), unit: unit, kind: .atLeast)
      }
      draft.schedule = schedule(habit, adjusted: &draft.adjusted)
      for record in habit.records ?? [] {
        guard abs(record.record_date) < 3_000_000 else {
          throw StoreError.badFile("A Table Habit record's day \(record.record_date) is not a day")
        }
        let day = Day(daysSinceEpoch: record.record_date)
        switch record.record_type {
        case 1?: draft.record(day, DraftDay(state: .done, value: record.record_value ?? goal))
        case 2?: draft.record(day, DraftDay(state: .skipped))
        default: continue
        }
      }
      drafts.append(draft)
    }
    return (drafts, deleted == 0 ? [] : ["\(deleted) habits Table Habit keeps as deleted"])
  }

  private static func schedule(_ habit: Habit, adjusted: inout [String]) -> Schedule {
    let arguments =
      (habit.freq_custom.flatMap { try? JSONDecoder().decode([Int].self, from: Data($0.utf8)) })
      ?? []
    let freq = max(1, arguments.first ?? 1)
    switch habit.freq_type {
    case 1?: return freq >= 7 ? .daily : .timesPerWeek(freq)
    case 2?:
      guard freq < 31 else { return .daily }
      adjusted.append("\(freq) a month imported as \(min(freq, 30)) in any 30 days")
      return .timesInDays(times: min(freq, 30), days: 30)
    case 3?:
      let days = min(
        max(arguments.count > 1 ? arguments[1] : 1, freq), Limits.rollingWindow.upperBound)
      return freq >= days ? .daily : .timesInDays(times: freq, days: days)
    default: return .daily
    }
  }
}
