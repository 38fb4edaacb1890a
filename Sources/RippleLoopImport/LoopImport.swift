import Foundation
import RippleCore
import RippleStore
import RippleStoreSQLite

/// Reads the exports of Loop Habit Tracker (uhabits): its SQLite backup (`.db`) and its CSV export
/// (`.zip`), told apart by their first bytes.
public enum LoopImport {
  public static let maximumSize = 100 * 1_048_576
  public static let maximumHabits = 1_000
  /// 100 habits tracked every day for 13 years; an import of that many needs about 300 MB.
  public static let maximumEntries = 500_000

  /// The habits and check-ins in a Loop file; refuses anything else with `StoreError.badFile`.
  /// - Parameters:
  ///   - today: the creation day of habits without entries.
  ///   - now: the creation and update time of what is imported.
  ///   - makeID: makes the imported habits' ids.
  public static func bundle(
    from data: Data, today: Day, now: Int64, makeID: () -> String = { UUID().uuidString }
  ) throws -> ImportBundle {
    guard data.count <= maximumSize else {
      throw StoreError.badFile("The file is larger than \(maximumSize / 1_048_576) MB")
    }
    let loopHabits: [LoopHabit]
    if data.starts(with: DatabaseInspection.sqliteMagic) {
      loopHabits = try LoopDatabaseReader.habits(from: data)
    } else if data.starts(with: [0x50, 0x4B, 0x03, 0x04]) {
      loopHabits = try LoopCSVArchiveReader.habits(from: data)
    } else {
      throw StoreError.badFile(
        "This is not a Loop Habit Tracker file: choose the .db file of its full backup or the .zip of its CSV export"
      )
    }
    try checkCount(loopHabits.count)
    return LoopMapping.bundle(loopHabits, today: today, now: now, makeID: makeID)
  }

  /// Far more entries or habits than anyone tracks are refused, so an import's memory stays a
  /// small multiple of the file's size and checking names against each other stays quick.
  static func checkEntryCount(_ count: Int) throws(StoreError) {
    guard count <= maximumEntries else {
      throw .badFile(
        "This Loop file has more than \(maximumEntries) entries, the most Ripple imports at once")
    }
  }

  static func checkCount(_ count: Int) throws(StoreError) {
    guard count <= maximumHabits else {
      throw .badFile("This Loop file has \(count) habits; Ripple imports at most \(maximumHabits)")
    }
  }
}

extension RippleRepository {
  /// Imports a Loop Habit Tracker `.db` backup or CSV `.zip`: every habit and entry is added
  /// (clashing names get a numbered suffix), or nothing is when the file is refused. Entries
  /// Ripple cannot hold are left out and listed in the summary's `skipped`. The file is read on
  /// the `FileReadingPool`; the plan's limits are judged on `planDay` (the server's today;
  /// `today` when not given).
  public func importLoop(
    _ data: Data, for user: UserID, today: Day, planDay: Day? = nil, now: Int64
  ) async throws
    -> ImportSummary
  {
    let bundle = try await FileReadingPool.shared.run {
      try LoopImport.bundle(from: data, today: today, now: now)
    }
    var summary = try await importBundle(bundle, for: user, today: planDay ?? today)
    summary.skipped = bundle.skipped
    summary.adjusted = bundle.adjusted
    return summary
  }
}
