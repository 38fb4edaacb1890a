import RippleWire
import Testing

/// `\u` escapes of UTF-16 surrogates: a pair is one character; half of one is refused, as the
/// server's JSON decoder refuses it. A high surrogate followed by another escape once overflowed
/// and trapped the engine.
@Suite("Surrogate escapes in the JSON parser")
struct JSONSurrogateTests {
  static func parse(_ text: String) throws(JSONParseError) -> JSON {
    let bytes = Array(text.utf8)
    var result: Result<JSON, JSONParseError> = .failure(JSONParseError(""))
    bytes.withUnsafeBufferPointer { buffer in
      result = Result { () throws(JSONParseError) -> JSON in try JSONParser.parse(buffer) }
    }
    return try result.get()
  }

  @Test func aPairIsOneCharacter() throws {
    guard case .string(let text) = try Self.parse(#""\uD83D\uDE00 ok""#) else {
      Issue.record("not a string")
      return
    }
    #expect(text == "😀 ok")
  }

  @Test(arguments: [
    #""\uD800\u0000""#, #""\uD800\uD800""#, #""\uDBFF\uFFFF""#, #""\uD800""#, #""\uD800x""#,
    #""\uD800\n""#, #""\uDC00""#, #""a\uDFFFb""#,
  ])
  func halfAPairIsRefused(_ json: String) {
    #expect(throws: JSONParseError.self) { try Self.parse(json) }
  }
}
