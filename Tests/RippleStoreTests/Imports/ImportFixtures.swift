import Foundation
import RippleCore

@testable import RippleImports

/// The small export files in Tests/Fixtures/imports, made by hand in each app's published shape.
enum ImportFixtures {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Fixtures/imports")

  static func data(_ name: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(name))
  }

  static let today = try! Day(parsing: "2024-06-20")

  /// The file read as an import, ids numbered in order.
  static func read(
    _ name: String, options: ImportOptions = ImportOptions(), zone: TimeZone = .gmt
  ) throws -> FileImport.Read {
    try read(data: try data(name), options: options, zone: zone)
  }

  static func read(
    data: Data, options: ImportOptions = ImportOptions(), zone: TimeZone = .gmt
  ) throws -> FileImport.Read {
    var next = 0
    return try FileImport.read(data, options: options, zone: zone, today: today, now: 1_000) {
      next += 1
      return "h\(next)"
    }
  }
}

extension FileImport.Read {
  func habit(_ name: String) -> Habit? { bundle.habits.first { $0.name == name } }

  /// The habit's check-ins by day text.
  func days(_ name: String) -> [String: CheckIn] {
    guard let id = habit(name)?.id else { return [:] }
    return Dictionary(
      uniqueKeysWithValues: bundle.checkIns.filter { $0.habitID == id }.map { ($0.day.text, $0) })
  }
}
