import Testing

@testable import RippleWasm

/// `\u` escapes of UTF-16 surrogates: a pair is one character; half of one is refused as the
/// server's JSON decoder refuses it. A high surrogate followed by another escape once overflowed
/// and trapped the engine.
@Suite("Surrogate escapes in the engine's JSON")
struct JSONSurrogateTests {
  static func parse(_ text: String) throws(EngineError) -> JSON {
    var bytes = Array(text.utf8)
    return try bytes.withUnsafeMutableBufferPointer { (buffer) throws(EngineError) -> JSON in
      try JSONParser.parse(UnsafeBufferPointer(buffer))
    }
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
    #expect(throws: EngineError.self) { try Self.parse(json) }
  }

  @Test func anExportAnswersTheRefusal() throws {
    let request = Array(#"{"habit": {"name": "\uD800\u0041"}}"#.utf8)
    let answer = request.withUnsafeBytes { rippleValidateHabit($0.baseAddress!, Int32($0.count)) }
    defer { answer.deallocate() }
    let length = Int(answer.load(as: UInt32.self).littleEndian)
    let text = String(
      decoding: UnsafeRawBufferPointer(start: answer + 4, count: length), as: UTF8.self)
    #expect(text.hasPrefix(#"{"error":{"code":"bad_request","#), "\(text)")
    #expect(text.contains("surrogate"))
  }
}
