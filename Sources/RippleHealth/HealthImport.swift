import Foundation
import RippleCore
import ZIPFoundation

/// Reads a health export into day summaries: Apple Health's `export.zip` (or its bare
/// `export.xml`) or a Google Takeout zip with Google Fit's daily activity metrics.
///
/// Only the scope's measures and days are kept; nothing else from the file is. The file is
/// read synchronously and in chunks, so memory stays bounded whatever its size; run it off any
/// event loop.
public enum HealthImport {
  public static func read(
    fileAt url: URL, scope: HealthImportScope, limits: HealthImportLimits = .standard
  ) throws(HealthImportError) -> HealthImportResult {
    do {
      let handle = try FileHandle(forReadingFrom: url)
      defer { try? handle.close() }
      switch try FileKind.sniff(handle) {
      case .zip:
        return try readZip(at: url, scope: scope, limits: limits)
      case .xml:
        return try AppleHealthReader.read(handle, scope: scope, limits: limits)
      case .other:
        throw HealthImportError.notAnExport
      }
    } catch let error as HealthImportError {
      throw error
    } catch {
      throw .unreadable(reason: error.localizedDescription)
    }
  }

  private static func readZip(
    at url: URL, scope: HealthImportScope, limits: HealthImportLimits
  )
    throws -> HealthImportResult
  {
    let archive: Archive
    do {
      archive = try Archive(url: url, accessMode: .read)
    } catch {
      throw HealthImportError.damagedZip
    }
    if let entry = AppleHealthReader.entry(of: archive) {
      return try AppleHealthReader.read(entry, of: archive, scope: scope, limits: limits)
    }
    if let found = GoogleFitReader.entries(of: archive) {
      return try GoogleFitReader.read(found, of: archive, scope: scope, limits: limits)
    }
    throw HealthImportError.nothingToReadInZip
  }
}
