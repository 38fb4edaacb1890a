import Foundation
import GRDB
import RippleLoopImport
import RippleStore
import RippleStoreSQLite

/// Which app wrote a file, from its bytes: a SQLite database (Loop or Tickmate, by its tables),
/// a zip (Loop's CSV export), JSON (HabitKit, Habitica or Beaver, by their members; Table Habit's is an array) or CSV text
/// (Ripple's export, HabitBull's, Habitica's history, or any other).
enum ImportDetection {
  static func kind(of data: Data) throws(StoreError) -> ImportKind {
    if data.starts(with: DatabaseInspection.sqliteMagic) { return sqliteKind(data) }
    if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) { return .loop }
    let text = data.prefix(while: {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
    })
    switch data.dropFirst(text.count).first {
    case UInt8(ascii: "{"): return try jsonKind(data)
    case UInt8(ascii: "["): return .tableHabit
    default: break
    }
    return .csv
  }

  /// Tickmate's tables are named `tracks` and `ticks`; anything else SQLite is read as Loop's,
  /// which refuses it when it is not.
  private static func sqliteKind(_ data: Data) -> ImportKind {
    let isTickmate = try? LoopFileCopy.reading(data, named: "detect.db") { file in
      let queue = try LoopDatabaseOpening.queue(path: file.path)
      defer { try? queue.close() }
      return try queue.read(TickmateDatabase.isTickmate)
    }
    return isTickmate == true ? .tickmate : .loop
  }

  private static func jsonKind(_ data: Data) throws(StoreError) -> ImportKind {
    // Only which members are there: their types are judged by the format's own reader, which
    // names what is wrong.
    struct Members: Decodable {
      var habits: AnyDecodable?
      var completions: AnyDecodable?
      var intervals: AnyDecodable?
      var tasks: AnyDecodable?
    }
    guard let members = try? JSONDecoder().decode(Members.self, from: data) else {
      throw .badFile(
        "This JSON file is not an export Ripple reads (HabitKit, Habitica or Beaver Habit Tracker)")
    }
    if members.tasks != nil { return .habitica }
    if members.completions != nil || members.intervals != nil { return .habitKit }
    if members.habits != nil { return .beaver }
    throw .badFile(
      "This JSON file is not an export Ripple reads (HabitKit, Habitica or Beaver Habit Tracker)")
  }
}
