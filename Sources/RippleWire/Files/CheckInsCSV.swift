import RippleCore

/// The CSV export: one record per check-in, `Habit Name,Date,Status,Value,Note`, by date, then
/// in the habits' order. The server writes it, and so does the engine in the browser for a
/// private account (from the words its device opened), with this one code.
///
/// RFC 4180: fields that hold a comma, a quote or a line break are quoted, quotes doubled;
/// records end with CRLF. A field that a spreadsheet would run as a formula (it begins with `=`,
/// `+`, `-`, `@`, a tab or a carriage return) gets a leading `'`, as OWASP advises against CSV
/// injection.
public enum CheckInsCSV {
  public static let header = ["Habit Name", "Date", "Status", "Value", "Note"]

  public static func text(habits: [Habit], checkIns: [CheckIn], includeNotes: Bool) -> String {
    var byID: [String: Habit] = [:]
    for habit in habits { byID[habit.id.rawValue] = habit }
    var text = record(header)
    for checkIn in ordered(checkIns, habits: habits) {
      guard let habit = byID[checkIn.habitID.rawValue] else { continue }
      text += record([
        habit.name, checkIn.day.text, status(checkIn.outcome(for: habit.measure)),
        checkIn.value.map(number) ?? "", includeNotes ? checkIn.note ?? "" : "",
      ])
    }
    return text
  }

  /// By day, then by the habit's place in `habits` (check-ins of other habits last).
  public static func ordered(_ checkIns: [CheckIn], habits: [Habit]) -> [CheckIn] {
    var position: [String: Int] = [:]
    for (index, habit) in habits.enumerated() { position[habit.id.rawValue] = index }
    return checkIns.sorted {
      ($0.day, position[$0.habitID.rawValue] ?? .max)
        < ($1.day, position[$1.habitID.rawValue] ?? .max)
    }
  }

  public static func record(_ fields: [String]) -> String {
    var line = ""
    for (index, text) in fields.enumerated() {
      if index > 0 { line += "," }
      line += field(text)
    }
    return line + "\r\n"
  }

  public static func field(_ text: String) -> String {
    var guarded = text
    if let first = text.utf8.first, formulaStarts.contains(first) { guarded = "'" + text }
    guard guarded.utf8.contains(where: needsQuotes.contains) else { return guarded }
    var quoted: [UInt8] = [UInt8(ascii: "\"")]
    for byte in guarded.utf8 {
      quoted.append(byte)
      if byte == UInt8(ascii: "\"") { quoted.append(byte) }
    }
    quoted.append(UInt8(ascii: "\""))
    return String(decoding: quoted, as: UTF8.self)
  }

  static let formulaStarts: [UInt8] = ["=", "+", "-", "@", "\t", "\r"].map { UInt8(ascii: $0) }
  static let needsQuotes: [UInt8] = [",", "\"", "\n", "\r"].map { UInt8(ascii: $0) }

  static func status(_ outcome: DayOutcome) -> String {
    switch outcome {
    case .done: return "Completed"
    case .partial: return "Partial"
    case .skipped: return "Skipped"
    case .missed: return "Missed"
    case .none: return "Not completed"
    }
  }

  /// `8`, `2.5`: no trailing `.0`, as the JSON answers write numbers.
  static func number(_ value: Double) -> String {
    #if hasFeature(Embedded)
    NumberText.text(value)
    #else
    NumberText.shortestText(value)
    #endif
  }
}
