import Foundation
import RippleCore
import RippleStore

/// Reads Loop's CSV export (`Loop Habits CSV <date>.zip`): `Habits.csv`, and a folder
/// `NNN <name>` per habit whose `Checkmarks.csv` holds its entries.
enum LoopCSVArchiveReader {
  /// A Loop export of 100 habits over ten years is about 10 MB of CSV.
  static let maximumExtractedSize = 64 * 1_048_576

  static func habits(from data: Data) throws -> [LoopHabit] {
    let files = try csvFiles(in: data)
    guard
      let habitsPath = files.keys.filter({ $0.hasSuffix("Habits.csv") })
        .filter({ ($0 as NSString).lastPathComponent == "Habits.csv" })
        .min(by: { $0.count < $1.count })
    else {
      throw StoreError.badFile(
        "This zip file is not a Loop Habit Tracker CSV export: it has no Habits.csv")
    }
    let root = String(habitsPath.dropLast("Habits.csv".count))
    var habits = try LoopHabitsTable.habits(in: files[habitsPath]!)
    try LoopImport.checkCount(habits.count)
    let checkmarks = checkmarksByPosition(files, root: root)
    var count = 0
    for index in habits.indices {
      guard let text = checkmarks[habits[index].csvPosition] else { continue }
      habits[index].entries = try entries(in: text, count: &count)
    }
    return habits
  }

  /// The `Checkmarks.csv` of each habit folder under `root` (`001 Floss/`, or just `001/`), by
  /// the position that starts the folder's name; one pass, however many files the zip holds.
  private static func checkmarksByPosition(
    _ files: [String: String], root: String
  ) -> [String: String] {
    var result: [String: String] = [:]
    for (path, text) in files.sorted(by: { $0.key < $1.key }) {
      guard path.hasPrefix(root), path.hasSuffix("/Checkmarks.csv") else { continue }
      let folder = path.dropFirst(root.count).dropLast("/Checkmarks.csv".count)
      guard !folder.isEmpty, !folder.contains("/") else { continue }
      let position = String(folder.prefix { $0 != " " })
      if result[position] == nil { result[position] = text }
    }
    return result
  }

  /// The text of every `Habits.csv` and `Checkmarks.csv` in the archive, by path. The headers'
  /// uncompressed sizes are not trusted: real bytes are counted while inflating, and reading
  /// stops at the cap.
  private static func csvFiles(in data: Data) throws(StoreError) -> [String: String] {
    let archive = try LoopZipArchive(data)
    var files: [String: String] = [:]
    var budget = LoopExtractionBudget(limit: maximumExtractedSize)
    for entry in archive.entries where isRead(entry.path) {
      let bytes = try archive.contents(of: entry, budget: &budget)
      files[entry.path] = String(decoding: bytes, as: UTF8.self)
    }
    return files
  }

  private static func isRead(_ path: String) -> Bool {
    path == "Habits.csv" || path.hasSuffix("/Habits.csv") || path.hasSuffix("/Checkmarks.csv")
  }

  /// `Checkmarks.csv`: `Date,Value[,Notes]` records, with or without that header line; `count`
  /// is the number of entries read so far from the whole file.
  static func entries(in text: String, count: inout Int) throws(StoreError) -> [LoopEntry] {
    var entries: [LoopEntry] = []
    try CSVText.forEachRecord(text) { (record) throws(StoreError) in
      guard record.count >= 2, let day = try? Day(parsing: record[0].trimmed),
        let value = LoopEntry.value(csv: record[1])
      else { return }
      count += 1
      try LoopImport.checkEntryCount(count)
      entries.append(LoopEntry(day: day, value: value, notes: record.count > 2 ? record[2] : ""))
    }
    return entries
  }
}
