import Foundation
import ZIPFoundation

/// Streams Apple Health's `export.xml`, from its zip or bare, through an `AppleHealthStream`.
enum AppleHealthReader {
  /// The export's XML in `archive`: `apple_health_export/export.xml` as an iPhone writes it
  /// (`exportar.xml` in Spanish), at the top or one folder down; other entries, and any name
  /// climbing out with `..`, are ignored.
  static func entry(of archive: Archive) -> Entry? {
    archive.first { entry in
      let parts = entry.path.split(separator: "/")
      return entry.type == .file && parts.count <= 2 && !parts.contains("..")
        && (parts.last == "export.xml" || parts.last == "exportar.xml")
    }
  }

  static func read(
    _ entry: Entry, of archive: Archive, scope: HealthImportScope, limits: HealthImportLimits
  ) throws -> HealthImportResult {
    let stream = AppleHealthStream(scope: scope, limits: limits)
    try ZipEntryStream.read(entry, of: archive, limits: limits) { try stream.feed($0) }
    return try stream.finish()
  }

  static func read(
    _ handle: FileHandle, scope: HealthImportScope, limits: HealthImportLimits
  ) throws -> HealthImportResult {
    let stream = AppleHealthStream(scope: scope, limits: limits)
    while let data = try handle.read(upToCount: limits.chunkBytes), !data.isEmpty {
      try data.withUnsafeBytes { try stream.feed($0.bindMemory(to: UInt8.self)) }
    }
    return try stream.finish()
  }
}
