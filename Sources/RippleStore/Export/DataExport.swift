import Foundation
import RippleCore

/// Builds export files from habits and their check-ins.
public enum DataExport {
  public static let csvHeader = ["Habit Name", "Date", "Status", "Value", "Note"]

  /// One record per check-in, by date, then in the habits' order.
  public static func csv(habits: [Habit], checkIns: [CheckIn], includeNotes: Bool) -> String {
    let habitsByID = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0) })
    var text = CSVText.record(csvHeader)
    for checkIn in ordered(checkIns, habits: habits) {
      guard let habit = habitsByID[checkIn.habitID] else { continue }
      text += CSVText.record([
        habit.name, checkIn.day.text, status(checkIn.outcome(for: habit.measure)),
        checkIn.value.map(number) ?? "", includeNotes ? checkIn.note ?? "" : "",
      ])
    }
    return text
  }

  /// `{"format": "ripple-export", "exportedAt", "start", "end", "habits": [Habit],
  /// "checkIns": [CheckIn], "goals": [Goal], "icons": [{"digest", "png"}], "partnerShares":
  /// [{"partner", "habitId", "displayName", "since", "until", "includePast", …}]}` with sorted
  /// keys; notes are null without `includeNotes`; `goals`, `icons` (the habits' own images, the
  /// PNG as base64) and `partnerShares` (whom you share which habit with; never what others
  /// share with you) only when there are some.
  public static func json(
    habits: [Habit], checkIns: [CheckIn], range: ClosedRange<Day>?, includeNotes: Bool,
    now: Int64, goals: [GoalRecord] = [], icons: [StoredIcon] = [],
    partnerShares: [BackupPartnerShare] = []
  ) throws -> Data {
    let document = ExportDocument(
      exportedAt: now, start: range?.lowerBound.text, end: range?.upperBound.text,
      habits: habits.map(HabitDTO.init),
      checkIns: ordered(checkIns, habits: habits).map { checkIn in
        var checkIn = checkIn
        if !includeNotes { checkIn.note = nil }
        return CheckInDTO(checkIn)
      }, goals: goals.map(GoalDTO.init), icons: icons.map(IconDTO.init),
      partnerShares: partnerShares.map(PartnerShareDTO.init))
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
    return try encoder.encode(document)
  }

  static func ordered(_ checkIns: [CheckIn], habits: [Habit]) -> [CheckIn] {
    let position = Dictionary(uniqueKeysWithValues: habits.enumerated().map { ($1.id, $0) })
    return checkIns.sorted {
      ($0.day, position[$0.habitID] ?? .max) < ($1.day, position[$1.habitID] ?? .max)
    }
  }

  static func status(_ outcome: DayOutcome) -> String {
    switch outcome {
    case .done: return "Completed"
    case .partial: return "Partial"
    case .skipped: return "Skipped"
    case .missed: return "Missed"
    case .none: return "Not completed"
    }
  }

  /// `8`, `2.5`: no trailing `.0`.
  static func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return String(value)
  }
}

private struct ExportDocument: Encodable {
  var format = "ripple-export"
  var exportedAt: Int64
  var start: String?
  var end: String?
  var habits: [HabitDTO]
  var checkIns: [CheckInDTO]
  var goals: [GoalDTO]
  var icons: [IconDTO]
  var partnerShares: [PartnerShareDTO]

  enum CodingKeys: String, CodingKey {
    case format, exportedAt, start, end, habits, checkIns, goals, icons, partnerShares
  }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(format, forKey: .format)
    try container.encode(exportedAt, forKey: .exportedAt)
    try container.encode(start, forKey: .start)
    try container.encode(end, forKey: .end)
    try container.encode(habits, forKey: .habits)
    try container.encode(checkIns, forKey: .checkIns)
    if !goals.isEmpty { try container.encode(goals, forKey: .goals) }
    if !icons.isEmpty { try container.encode(icons, forKey: .icons) }
    if !partnerShares.isEmpty { try container.encode(partnerShares, forKey: .partnerShares) }
  }
}
