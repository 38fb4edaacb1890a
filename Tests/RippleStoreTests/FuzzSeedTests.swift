import Foundation
import RippleCore
import Testing

@testable import RippleImports
@testable import RippleLoopImport
@testable import RippleStore

/// The seeds of the fuzz targets (Tests/Fuzz, run by scripts/fuzz) are files their readers
/// accept: a seed that a change of format made a refusal would leave the fuzzer mutating a
/// refusal. This runs every seed of the file formats once, the smoke run of the fuzz targets in
/// the ordinary tests.
@Suite("The fuzz targets' seeds are files Ripple reads")
struct FuzzSeedTests {
  static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Fuzz")
  static let today = try! Day(parsing: "2026-11-18")

  static func seeds(_ target: String, _ suffix: String) -> [String] {
    let files = try? FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent(target).path)
    return (files ?? []).filter { $0.hasSuffix(suffix) }.sorted().map { target + "/" + $0 }
  }

  static func data(_ seed: String) throws -> Data {
    try Data(contentsOf: folder.appendingPathComponent(seed))
  }

  @Test func everyFormatHasSeeds() {
    for (target, suffix) in [
      ("backup", ".json"), ("age", ".age"), ("loop-db", ".db"), ("loop-zip", ".zip"),
      ("import-text", ".csv"), ("import-text", ".json"), ("import-tickmate", ".db"),
    ] {
      #expect(!Self.seeds(target, suffix).isEmpty, "no seeds in Tests/Fuzz/\(target)")
    }
  }

  @Test(arguments: seeds("backup", ".json"))
  func aBackupSeedRestores(_ seed: String) throws {
    let document = try BackupValidation.validated(try BackupDocument.decode(try Self.data(seed)))
    #expect(!document.habits.isEmpty)
  }

  @Test(arguments: seeds("age", ".age"))
  func anAgeSeedOpensWithTheTargetsPassphrase(_ seed: String) throws {
    let document = try EncryptedBackup.open(
      try Self.data(seed), passphrase: "ripple fuzz passphrase", maximumWorkFactor: 2)
    #expect(!document.habits.isEmpty)
  }

  /// Every import seed is a file `FileImport` reads into habits (a CSV whose dates read both
  /// ways, once its order is chosen).
  @Test(
    arguments: seeds("import-text", ".csv") + seeds("import-text", ".json")
      + seeds("import-tickmate", ".db"))
  func anImportSeedReads(_ seed: String) throws {
    let read = try FileImport.read(
      try Self.data(seed),
      options: ImportOptions(dateOrder: seed.contains("ambiguous") ? .mdy : nil),
      today: Self.today, now: 1_000)
    #expect(read.needs == nil)
    #expect(!read.bundle.habits.isEmpty && !read.bundle.checkIns.isEmpty)
  }

  @Test(arguments: seeds("loop-db", ".db") + seeds("loop-zip", ".zip"))
  func aLoopSeedImports(_ seed: String) throws {
    let bundle = try LoopImport.bundle(
      from: try Self.data(seed), today: Self.today, now: 1_794_992_400_000)
    #expect(!bundle.habits.isEmpty)
  }
}
