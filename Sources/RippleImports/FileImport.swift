import Foundation
import RippleCore
import RippleLoopImport
import RippleStore

/// Reads a file another app (or Ripple) exported into an import: its kind found from its bytes
/// (or as the person said), its habits and check-ins drafted and made Ripple's. Nothing is
/// written here; the store imports the bundle in one transaction.
public enum FileImport {
  public static let maximumSize = LoopImport.maximumSize
  public static let maximumHabits = LoopImport.maximumHabits
  public static let maximumEntries = LoopImport.maximumEntries

  /// What a file holds, ready to preview or import.
  public struct Read: Sendable {
    public var kind: ImportKind
    public var bundle: ImportBundle
    /// For a CSV file read through a mapping: its columns and what was chosen.
    public var csv: CSVChoices?
    /// A choice still to make before this file can be imported (the bundle is then empty).
    public var needs: ImportProblem?
  }

  /// - Parameters:
  ///   - zone: the person's time zone, for the apps that record instants rather than days.
  ///   - today: the last day a check-in may be on, and the creation day of habits without any.
  public static func read(
    _ data: Data, options: ImportOptions = ImportOptions(), zone: TimeZone = .gmt, today: Day,
    now: Int64, makeID: () -> String = { UUID().uuidString }
  ) throws -> Read {
    guard data.count <= maximumSize else {
      throw StoreError.badFile(
        "The file is larger than \(maximumSize / 1_048_576) MB, the most Ripple imports")
    }
    var detected = try ImportDetection.kind(of: data)
    let table = detected == .csv ? try CSVTable.read(data) : nil
    if let table { detected = CSVImport.kind(of: table) }
    let kind = try chosen(options.kind, detected: detected)
    if kind == .loop {
      return Read(
        kind: kind,
        bundle: try LoopImport.bundle(from: data, today: today, now: now, makeID: makeID))
    }
    var csv: CSVChoices?
    var needs: ImportProblem?
    let drafts: [HabitDraft]
    let skipped: [String]
    if let table {
      let read = try CSVImport.read(table, kind: kind, options: options)
      (drafts, skipped, csv, needs) = (read.drafts, read.skipped, read.choices, read.needs)
    } else {
      switch kind {
      case .habitKit: (drafts, skipped) = try HabitKitFile.drafts(data)
      case .beaver: (drafts, skipped) = try BeaverFile.drafts(data)
      case .tableHabit: (drafts, skipped) = try TableHabitFile.drafts(data)
      case .tickmate: (drafts, skipped) = try TickmateDatabase.drafts(data)
      default: (drafts, skipped) = try HabiticaUserData.drafts(data, zone: zone)
      }
    }
    let bundle = try DraftBundle.bundle(
      drafts, kind: kind, today: today, now: now, makeID: makeID, skipped: skipped)
    return Read(kind: kind, bundle: bundle, csv: csv, needs: needs)
  }

  /// The kind to read the file as: what it is, or, for any CSV file, a plain CSV read through a
  /// column mapping when the person asks for that.
  private static func chosen(
    _ asked: ImportKind?, detected: ImportKind
  ) throws(StoreError) -> ImportKind {
    guard let asked, asked != detected else { return detected }
    let textKinds: Set<ImportKind> = [.csv, .rippleCSV, .habitBull, .habitica]
    if asked == .csv, textKinds.contains(detected) { return .csv }
    throw StoreError.badFile(
      "This file is not a \(asked.title) export; it looks like a \(detected.title) file")
  }
}
