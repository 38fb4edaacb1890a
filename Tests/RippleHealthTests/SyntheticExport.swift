import RippleCore

/// An Apple Health export made up day by day, as chunks, never as a whole: each day has
/// `recordsPerSource` step records from an iPhone and from a Watch (each of `steps`), a
/// heart-rate record with metadata that is read past, and a night's sleep ending that morning.
struct SyntheticExport {
  var firstDay: Day
  var days: Int
  var recordsPerSource = 40
  var phoneSteps = 100
  var watchSteps = 120

  static let header = Array(
    """
    <?xml version="1.0" encoding="UTF-8"?>
    <!DOCTYPE HealthData [
    <!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary)*)>
    <!ATTLIST HealthData locale CDATA #REQUIRED>
    ]>
    <HealthData locale="en_GB">

    """.utf8)
  static let footer = Array("</HealthData>\n".utf8)

  /// The text of one day with `YYYY-MM-DD` where the date goes (and `YYYY-MM-DP` for the
  /// day before, when the night began).
  private func template() -> [UInt8] {
    var text = ""
    for index in 0..<recordsPerSource {
      let hour = String(index % 24 < 10 ? "0\(index % 24)" : "\(index % 24)")
      for (source, steps) in [("Jane’s iPhone", phoneSteps), ("Jane’s Apple Watch", watchSteps)] {
        text +=
          " <Record type=\"HKQuantityTypeIdentifierStepCount\" sourceName=\"\(source)\""
          + " sourceVersion=\"17.3\" unit=\"count\" creationDate=\"YYYY-MM-DD \(hour):20:00 +0100\""
          + " startDate=\"YYYY-MM-DD \(hour):00:00 +0100\" endDate=\"YYYY-MM-DD \(hour):10:00 +0100\""
          + " value=\"\(steps)\"/>\n"
      }
    }
    text +=
      " <Record type=\"HKQuantityTypeIdentifierHeartRate\" sourceName=\"Jane’s Apple Watch\""
      + " unit=\"count/min\" startDate=\"YYYY-MM-DD 08:00:00 +0100\""
      + " endDate=\"YYYY-MM-DD 08:00:00 +0100\" value=\"64\">\n"
      + "  <MetadataEntry key=\"HKMetadataKeyHeartRateMotionContext\" value=\"0\"/>\n </Record>\n"
      + " <Record type=\"HKCategoryTypeIdentifierSleepAnalysis\" sourceName=\"Jane’s Apple Watch\""
      + " startDate=\"YYYY-MM-DP 23:00:00 +0100\" endDate=\"YYYY-MM-DD 06:30:00 +0100\""
      + " value=\"HKCategoryValueSleepAnalysisAsleepCore\"/>\n"
    return Array(text.utf8)
  }

  var bytesPerDay: Int { template().count }

  /// Calls `body` with the header, then one chunk per day, then the footer.
  func chunks(_ body: (UnsafeBufferPointer<UInt8>) throws -> Void) rethrows {
    try Self.header.withUnsafeBufferPointer(body)
    let pattern = template()
    let marks = Self.offsets(of: Array("YYYY-MM-D".utf8), in: pattern)
    var chunk = pattern
    for offset in 0..<days {
      let day = firstDay.adding(days: offset)
      let today = Array(day.text.utf8)
      let yesterday = Array(day.adding(days: -1).text.utf8)
      for mark in marks {
        let date = chunk[mark + 9] == UInt8(ascii: "P") ? yesterday : today
        chunk.replaceSubrange(mark..<mark + 10, with: date)
      }
      try chunk.withUnsafeBufferPointer(body)
      // The template's marks are gone now; put them back for the next day.
      for mark in marks { chunk.replaceSubrange(mark..<mark + 10, with: pattern[mark..<mark + 10]) }
    }
    try Self.footer.withUnsafeBufferPointer(body)
  }

  private static func offsets(of needle: [UInt8], in haystack: [UInt8]) -> [Int] {
    var found: [Int] = []
    var index = 0
    while index + needle.count <= haystack.count {
      if haystack[index..<index + needle.count].elementsEqual(needle) {
        found.append(index)
        index += needle.count
      } else {
        index += 1
      }
    }
    return found
  }
}
