import Foundation
import RippleCore
import RippleWire

/// Builds export files from habits and their check-ins.
public enum DataExport {
  /// One record per check-in, by date, then in the habits' order (`CheckInsCSV`, which the
  /// engine in the browser runs too).
  public static func csv(habits: [Habit], checkIns: [CheckIn], includeNotes: Bool) -> String {
    CheckInsCSV.text(habits: habits, checkIns: checkIns, includeNotes: includeNotes)
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
    CheckInsCSV.ordered(checkIns, habits: habits)
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
