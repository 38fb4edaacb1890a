import RippleCore
import RippleWire

/// The export file written on the device: a private account's CSV, whose words only the device
/// holds, by the code the server writes every other CSV with (`CheckInsCSV`).
enum ExportOperations {
  /// `{"habits", "checkIns", "includeNotes"?}` (an export's JSON, its words laid over) →
  /// `{"csv"}`.
  static func csv(_ input: JSON) throws(EngineError) -> [UInt8] {
    let fields = try JSONFields(input, path: "input")
    var habits: [Habit] = []
    for item in try fields.array("habits") { habits.append(try ModelReading.habit(item)) }
    var checkIns: [CheckIn] = []
    for item in try fields.array("checkIns") { checkIns.append(try ModelReading.checkIn(item)) }
    let text = CheckInsCSV.text(
      habits: habits, checkIns: checkIns,
      includeNotes: try fields.optionalBool("includeNotes") ?? false)
    var json = JSONWriter()
    json.object { json in json.field("csv", text) }
    return json.bytes
  }
}
