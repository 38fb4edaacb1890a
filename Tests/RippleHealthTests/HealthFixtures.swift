import Foundation
import RippleCore
import RippleHealth

/// The files Tests/Fixtures/health/make-fixtures.py writes.
enum HealthFixtures {
  static func url(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("Fixtures/health/\(name)")
  }

  static func day(_ text: String) -> Day {
    try! Day(parsing: text)
  }

  /// Every measure, 2024-03-01 through 2024-03-03: the days the fixtures' totals are for.
  static let march = HealthImportScope(
    measures: Set(HealthMeasure.allCases), from: day("2024-03-01"), through: day("2024-03-03"))

  static func read(
    _ name: String, scope: HealthImportScope = march, limits: HealthImportLimits = .standard
  ) throws(HealthImportError) -> HealthImportResult {
    try HealthImport.read(fileAt: url(name), scope: scope, limits: limits)
  }
}
