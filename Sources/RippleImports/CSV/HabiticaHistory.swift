import RippleCore
import RippleStore

/// Habitica's `history.csv` (Settings → Export data → history): `Task Name, Task ID, Task Type,
/// Date, Value`, a row each time a habit or daily was scored, with the task's value after it.
/// A day on which a score raised the value scored up: the task was done that day.
enum HabiticaHistory {
  static func drafts(
    _ table: CSVTable
  ) throws(StoreError) -> (drafts: [HabitDraft], skipped: [String]) {
    struct Score {
      var day: Day
      var order: String
      var value: Double
    }
    var tasks: [String: (draft: HabitDraft, scores: [Score])] = [:]
    var order: [String] = []
    var others = 0
    for row in table.rows {
      let type = CSVTable.cell(row, 2).lowercased()
      guard type == "habit" || type == "daily" else {
        others += 1
        continue
      }
      let id = CSVTable.cell(row, 1)
      let dateText = CSVTable.cell(row, 3)
      guard !id.isEmpty, let day = DateOrder.ymd.day(dateText),
        let value = Double(CSVTable.cell(row, 4)), value.isFinite
      else { throw .badFile("A row of Habitica's history.csv is not a task, a date and a value") }
      if tasks[id] == nil {
        var draft = HabitDraft(name: CSVTable.cell(row, 0))
        if type == "daily" {
          draft.adjusted.append(
            "history.csv does not say which days a daily is due; imported as every day (userdata.json says)"
          )
        }
        tasks[id] = (draft, [])
        order.append(id)
      }
      tasks[id]!.scores.append(Score(day: day, order: dateText, value: value))
    }
    let drafts = order.map { id -> HabitDraft in
      var (draft, scores) = tasks[id]!
      scores.sort { $0.order < $1.order }
      var previous = 0.0
      for score in scores {
        if score.value > previous { draft.record(score.day, DraftDay(state: .done)) }
        previous = score.value
      }
      return draft
    }
    let skipped = others == 0 ? [] : ["\(others) rows of to-dos and rewards: they are not habits"]
    return (drafts, skipped)
  }
}
