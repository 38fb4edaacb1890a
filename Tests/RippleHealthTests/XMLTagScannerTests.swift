import Foundation
import RippleCore
import Testing

@testable import RippleHealth

@Suite struct XMLTagScannerTests {
  private func tags(_ xml: String, chunk size: Int, limit: Int = 65_536) throws -> [String] {
    var scanner = XMLTagScanner(maximumTagBytes: limit)
    var found: [String] = []
    let bytes = Array(xml.utf8)
    var start = 0
    while start < bytes.count {
      let end = min(start + size, bytes.count)
      try bytes[start..<end].withUnsafeBufferPointer { chunk in
        try scanner.scan(chunk) { found.append(String(decoding: $0, as: UTF8.self)) }
      }
      start = end
    }
    return found
  }

  private let document = """
    <?xml version="1.0"?>
    <!DOCTYPE HealthData [
    <!-- Apple's note, with a quote -->
    <!ENTITY lol "lol">
    <!ATTLIST Record type CDATA #REQUIRED>
    ]>
    <HealthData locale="en_GB">
     <!-- a <Record type="hidden"/> in a comment -->
     <![CDATA[ <Record type="hidden too"/> ]]>
     <Record type="a" note="1 > 0" other='"x"'>
      <MetadataEntry key="k" value="v"/>
     </Record>
     text &lol; more
     <Workout workoutActivityType="HKWorkoutActivityTypeYoga"/>
    </HealthData>
    """

  @Test func startTagsAreFoundAndEverythingElseSkipped() throws {
    let expected = [
      "<HealthData locale=\"en_GB\">",
      "<Record type=\"a\" note=\"1 > 0\" other='\"x\"'>",
      "<MetadataEntry key=\"k\" value=\"v\"/>",
      "<Workout workoutActivityType=\"HKWorkoutActivityTypeYoga\"/>",
    ]
    #expect(try tags(document, chunk: 1 << 16) == expected)
  }

  @Test func tagsSplitAcrossChunksAreFoundWhole() throws {
    let whole = try tags(document, chunk: 1 << 16)
    for size in [1, 2, 3, 5, 7, 11, 64] {
      #expect(try tags(document, chunk: size) == whole)
    }
  }

  @Test func aTagLongerThanTheLimitIsRefused() throws {
    let long = "<Record type=\"" + String(repeating: "x", count: 200) + "\"/>"
    #expect(try tags(long, chunk: 1 << 16, limit: 217).count == 1)
    #expect(throws: HealthImportError.elementTooLong(limit: 216)) {
      try tags(long, chunk: 1 << 16, limit: 216)
    }
    #expect(throws: HealthImportError.elementTooLong(limit: 216)) {
      try tags(long, chunk: 3, limit: 216)
    }
  }

  @Test func attributesAreReadWithEitherQuote() throws {
    let found = try tags("<Record type='x' value = \"12\" empty=\"\"/>", chunk: 64)
    var pairs: [String] = []
    try #require(found.count == 1)
    Array(found[0].utf8).withUnsafeBufferPointer { bytes in
      let tag = XMLTag(bytes: bytes)
      #expect(String(decoding: tag.name, as: UTF8.self) == "Record")
      tag.forEachAttribute { name, value in
        pairs.append(
          String(decoding: name, as: UTF8.self) + "=" + String(decoding: value, as: UTF8.self))
        return true
      }
    }
    #expect(pairs == ["type=x", "value=12", "empty="])
  }
}
