import Foundation
import ZIPFoundation

/// Reads one zip entry in chunks, refusing it once it inflates past what a real export could.
enum ZipEntryStream {
  static func read(
    _ entry: Entry, of archive: Archive, limits: HealthImportLimits,
    _ consume: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    let declared = entry.uncompressedSize
    let compressed = max(entry.compressedSize, 1)
    guard !isBomb(inflated: declared, compressed: compressed, limits: limits) else {
      throw HealthImportError.zipBomb(entry: entry.path)
    }
    var inflated: UInt64 = 0
    let checksum: CRC32
    do {
      checksum = try archive.extract(entry, bufferSize: limits.chunkBytes) { data in
        inflated += UInt64(data.count)
        guard inflated <= declared,
          !isBomb(inflated: inflated, compressed: compressed, limits: limits)
        else { throw HealthImportError.zipBomb(entry: entry.path) }
        try data.withUnsafeBytes { try consume($0.bindMemory(to: UInt8.self)) }
      }
    } catch let error as HealthImportError {
      throw error
    } catch {
      throw HealthImportError.damagedZip
    }
    guard checksum == entry.checksum, inflated == declared else {
      throw HealthImportError.damagedZip
    }
  }

  private static func isBomb(
    inflated: UInt64, compressed: UInt64, limits: HealthImportLimits
  )
    -> Bool
  {
    if inflated > limits.maximumEntryBytes { return true }
    guard inflated > limits.ratioAppliesFrom else { return false }
    return inflated / compressed > limits.maximumInflationRatio
  }
}
