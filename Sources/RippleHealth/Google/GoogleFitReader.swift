import Foundation
import RippleCore
import ZIPFoundation

/// Reads Google Fit's daily activity metrics out of a Takeout zip.
enum GoogleFitReader {
  static let folder = "Daily activity metrics"
  static let summaryName = "Daily activity metrics.csv"

  /// The summary CSV, or else the per-day CSVs, of `archive`; nil when it has neither.
  static func entries(of archive: Archive) -> (summary: Entry?, dayFiles: [(Entry, Day)])? {
    var summary: Entry?
    var dayFiles: [(Entry, Day)] = []
    for entry in archive where entry.type == .file {
      let parts = entry.path.split(separator: "/")
      guard parts.count >= 2, parts[parts.count - 2] == folder else { continue }
      let name = String(parts[parts.count - 1])
      if name == summaryName {
        summary = entry
      } else if name.hasSuffix(".csv"), let day = try? Day(parsing: String(name.dropLast(4))) {
        dayFiles.append((entry, day))
      }
    }
    guard summary != nil || !dayFiles.isEmpty else { return nil }
    return (summary, dayFiles)
  }

  static func read(
    _ found: (summary: Entry?, dayFiles: [(Entry, Day)]), of archive: Archive,
    scope: HealthImportScope, limits: HealthImportLimits
  ) throws -> HealthImportResult {
    var tally = GoogleFitTally(scope: scope)
    if let summary = found.summary {
      let rows = try rows(of: summary, in: archive, limits: limits)
      try tally.takeDailySummary(rows, entry: summary.path)
    } else {
      for (entry, day) in found.dayFiles {
        tally.found(day)
        guard scope.keeps(day) else { continue }
        tally.takeDayFile(try rows(of: entry, in: archive, limits: limits), day: day)
      }
    }
    return HealthImportResult(
      kind: .googleFit, days: tally.summaries(), firstDayFound: tally.firstDay,
      lastDayFound: tally.lastDay, recordsRead: tally.recordsRead,
      recordsSkipped: tally.recordsSkipped)
  }

  private static func rows(
    of entry: Entry, in archive: Archive, limits: HealthImportLimits
  )
    throws -> [[String]]
  {
    guard entry.uncompressedSize <= UInt64(limits.maximumCSVBytes) else {
      throw HealthImportError.csvTooLarge(entry: entry.path, limit: limits.maximumCSVBytes)
    }
    var bytes: [UInt8] = []
    try ZipEntryStream.read(entry, of: archive, limits: limits) { chunk in
      guard bytes.count + chunk.count <= limits.maximumCSVBytes else {
        throw HealthImportError.csvTooLarge(entry: entry.path, limit: limits.maximumCSVBytes)
      }
      bytes.append(contentsOf: chunk)
    }
    return CSVRows.parse(String(decoding: bytes, as: UTF8.self))
  }
}
