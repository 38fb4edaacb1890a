import RippleWire
import Testing

@testable import RippleStore

@Suite("CSV text")
struct CSVTextTests {
  @Test(arguments: [
    ("a,b\r\nc,d\r\n", [["a", "b"], ["c", "d"]]),
    ("a,b\nc,d", [["a", "b"], ["c", "d"]]),
    ("\"x, y\",\"say \"\"hi\"\"\"\n", [["x, y", "say \"hi\""]]),
    ("\"two\nlines\",z\n\n", [["two\nlines", "z"]]),
    ("a,,\n", [["a", "", ""]]),
    ("", []),
  ])
  func parses(_ text: String, _ records: [[String]]) {
    #expect(CSVText.records(text) == records)
  }

  @Test(arguments: ["plain", "with, comma", "with \"quotes\"", "two\nlines", "cr\r", ""])
  func fieldsRoundTrip(_ field: String) {
    #expect(CSVText.records(CheckInsCSV.record([field, "end"])) == [[field, "end"]])
  }
}
