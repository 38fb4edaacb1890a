import RippleWire
import Testing

/// Every double is written as JSON text, none traps: numbers past Int64's range once stopped the
/// writer (and with it the engine in the browser) on a conversion to Int64.
@Suite struct NumberTextTests {
  func read(_ text: String) throws(JSONParseError) -> Double? {
    let bytes = Array(text.utf8)
    var result: Result<JSON, JSONParseError> = .failure(JSONParseError(""))
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(JSONParseError) -> JSON in try JSONParser.parse(buffer) }
    }
    guard case .number(let number) = try result.get() else { return nil }
    return number
  }

  @Test(arguments: [
    9.3e18, -9.3e18, 1e19, 17949924044444444444444444444444444444440000, 1.7976931348623157e308,
    -4.5e200,
  ])
  func aNumberPastInt64ReadsBackClose(_ value: Double) throws {
    let text = NumberText.text(value)
    let again = try #require(try read(text))
    #expect(abs(again - value) <= 1e-14 * abs(value), "\(value) written \(text), read \(again)")
  }

  @Test func wholeNumbersOfAFewDigitsStayExact() {
    #expect(NumberText.text(1e19) == "1e19")
    #expect(NumberText.text(-2.5e20) == "-25e19")
    #expect(NumberText.text(123_456_789_012) == "123456789012")
  }

  @Test func infinityAndNaNAreNull() {
    #expect(NumberText.text(.infinity) == "null")
    #expect(NumberText.text(-.infinity) == "null")
    #expect(NumberText.text(.nan) == "null")
  }

  @Test(arguments: ["1e400", "-1e400", "[1e99999]", "123456789e999"])
  func aNumberPastDoublesRangeIsRefused(_ text: String) {
    #expect(throws: JSONParseError.self) { try read(text) }
  }

  /// What the server and the CLI write reads back as exactly the double sent: a target just
  /// under the API's 1,000,000,000 cap or a tiny positive one once came back as the cap, or 0,
  /// which the API document refuses (schemathesis found it).
  @Test(arguments: [
    999_999_999.999_999_9, 5e-324, 1e-20, 0.1, 2.5, 1234.5678, 1e20, -3.141_592_653_589_79,
    1_000_000_000,
  ])
  func theWriterWritesEveryDoubleExactly(_ value: Double) throws {
    var json = JSONWriter()
    json.double(value)
    let text = String(decoding: json.bytes, as: UTF8.self)
    #expect(Double(text) == value, "\(value) written \(text)")
    // And the parser reads it back exactly (the CLI's --json re-encodes what it parsed).
    #expect(try read(text) == value, "\(text) read back")
    #expect(!text.hasSuffix(".0"))
  }
}
