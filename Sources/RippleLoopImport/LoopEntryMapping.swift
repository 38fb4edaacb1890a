import RippleCore
import RippleStore

/// A Loop habit's entries as check-ins. Entries Ripple cannot hold are left out and reported:
/// days outside `Limits.earliestDay...Limits.latestDay`, values Loop does not define, and a second
/// entry for a day (the last one read is kept, as Loop keeps the last entry it reads for a day).
enum LoopEntryMapping {
  static func checkIns(
    _ entries: [LoopEntry], habit: HabitID, name: String, measure: Measure, now: Int64,
    report: inout LoopImportReport
  ) -> [CheckIn] {
    var byDay: [Day: CheckIn] = [:]
    var early: [Day] = []
    var late: [Day] = []
    var undefined = 0
    var duplicates: [Day] = []
    for entry in entries {
      guard entry.day >= Limits.earliestDay else {
        early.append(entry.day)
        continue
      }
      guard entry.day <= Limits.latestDay else {
        late.append(entry.day)
        continue
      }
      switch LoopMapping.checkIn(from: entry, habit: habit, measure: measure, now: now) {
      case .checkIn(let checkIn):
        if byDay.updateValue(checkIn, forKey: entry.day) != nil { duplicates.append(entry.day) }
      case .undefined: undefined += 1
      case .none: break
      }
    }
    func days(_ list: [Day]) -> String {
      let sorted = list.sorted()
      let shown = sorted.prefix(3).map(\.text).joined(separator: ", ")
      return sorted.count > 3 ? shown + " …" : shown
    }
    let quoted = "'\(name)'"
    if !early.isEmpty {
      report.skipped.append(
        "\(quoted): \(count(early.count)) before \(Limits.earliestDay.text) (\(days(early)))")
    }
    if !late.isEmpty {
      report.skipped.append(
        "\(quoted): \(count(late.count)) after \(Limits.latestDay.text) (\(days(late)))")
    }
    if undefined > 0 {
      report.skipped.append("\(quoted): \(count(undefined)) with a value Loop does not define")
    }
    if !duplicates.isEmpty {
      report.skipped.append(
        "\(quoted): \(count(duplicates.count)) for a day that already had one; the last was kept (\(days(duplicates)))"
      )
    }
    return byDay.values.sorted { $0.day < $1.day }
  }

  private static func count(_ number: Int) -> String {
    number == 1 ? "1 entry" : "\(number) entries"
  }
}
