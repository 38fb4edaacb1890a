import RippleCore

/// An Apple Health `export.xml` read chunk by chunk: the scanner finds the tags, the tally
/// keeps the days that matter. Memory stays bounded whatever the file's size. A class, so the
/// scanner's callback can add to the tally while the scanner runs.
final class AppleHealthStream {
  private var scanner: XMLTagScanner
  private var tally: AppleHealthTally
  private var sawFirstTag = false

  init(scope: HealthImportScope, limits: HealthImportLimits) {
    scanner = XMLTagScanner(maximumTagBytes: limits.maximumTagBytes)
    tally = AppleHealthTally(scope: scope)
  }

  func feed(_ chunk: UnsafeBufferPointer<UInt8>) throws {
    try scanner.scan(chunk) { bytes in
      let tag = XMLTag(bytes: bytes)
      if !sawFirstTag {
        // The root comes first; a file with another root is some other XML, refused at once.
        sawFirstTag = true
        guard ASCII.equals(tag.name, "HealthData") else {
          throw HealthImportError.notAppleHealthXML
        }
      }
      tally.take(tag)
    }
  }

  func finish() throws -> HealthImportResult {
    guard tally.sawHealthData else { throw HealthImportError.notAppleHealthXML }
    return HealthImportResult(
      kind: .appleHealth, days: tally.summaries(), firstDayFound: tally.firstDay,
      lastDayFound: tally.lastDay, recordsRead: tally.recordsRead,
      recordsSkipped: tally.recordsSkipped)
  }
}
