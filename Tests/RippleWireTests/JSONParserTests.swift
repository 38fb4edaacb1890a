import RippleWire
import Testing

@Suite struct JSONParserTests {
  func parse(_ text: String) throws(JSONParseError) -> JSON {
    let bytes = Array(text.utf8)
    var result: Result<JSON, JSONParseError> = .failure(JSONParseError(""))
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(JSONParseError) -> JSON in try JSONParser.parse(buffer) }
    }
    return try result.get()
  }

  @Test func readsWhatTheWriterWrites() throws {
    var json = JSONWriter()
    json.object { json in
      json.field("name", "Café \"au lait\"\n")
      json.field("count", 3)
      json.nullable("value", nil as Double?)
    }
    let read = try parse(String(decoding: json.bytes, as: UTF8.self))
    guard case .string(let name) = read["name"] else { Issue.record("no name"); return }
    #expect(name == "Café \"au lait\"\n")
    #expect(read["value"]?.isNull == true)
  }

  @Test func refusesWhatIsNotJSON() {
    for text in ["", "{", "[1,]", "{\"a\":1} x", String(repeating: "[", count: 100)] {
      #expect(throws: JSONParseError.self) { try parse(text) }
    }
  }
}
