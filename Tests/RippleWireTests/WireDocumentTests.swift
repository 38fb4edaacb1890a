import Foundation
import RippleWire
import Testing

/// The API document's schemas of the wire answers and the web app's types of them are what
/// Sources/RippleWire/Answers declares. `scripts/wire-schemas` rewrites both
/// (`RIPPLE_WIRE_RECORD=1`).
@Suite struct WireDocumentTests {
  static let root = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
  static let document = root.appendingPathComponent("Sources/RippleServer/OpenAPI/openapi.yaml")
  static let types = root.appendingPathComponent("Sources/RippleWebApp/Web/js/api/wire-types.js")
  /// The line after which the document's schemas are generated, to its end.
  static let marker =
    "    # Made by scripts/wire-schemas from Sources/RippleWire/Answers: edit those, not what follows.\n"
  static let recording = ProcessInfo.processInfo.environment["RIPPLE_WIRE_RECORD"] == "1"

  let objects = WireCatalog.objects(from: WireAnswers.roots)

  @Test func theDocumentHasTheAnswersSchemas() throws {
    var text = try String(contentsOf: Self.document, encoding: .utf8)
    var range = try #require(text.range(of: Self.marker), "openapi.yaml has no generated part")
    let expected = OpenAPISchemaText.entries(objects)
    if Self.recording {
      text = String(text[..<range.upperBound]) + expected
      try text.write(to: Self.document, atomically: true, encoding: .utf8)
      range = try #require(text.range(of: Self.marker))
    }
    #expect(
      String(text[range.upperBound...]) == expected,
      "openapi.yaml's generated schemas are not what RippleWire declares: run scripts/wire-schemas")
  }

  @Test func theWebAppHasTheAnswersTypes() throws {
    let expected = JSDocTypeText.module(objects, handWritten: "./types.js")
    if Self.recording { try expected.write(to: Self.types, atomically: true, encoding: .utf8) }
    let text = try String(contentsOf: Self.types, encoding: .utf8)
    #expect(
      text == expected,
      "js/api/wire-types.js is not what RippleWire declares: run scripts/wire-schemas")
  }

  @Test func everyAnswerIsDescribedOnceWithItsMembers() {
    let names = objects.map(\.name)
    #expect(Set(names).count == names.count)
    for name in ["Today", "Card", "CheckInWrite", "Habit", "Streak", "TodayLayout", "Message"] {
      #expect(names.contains(name), "\(name) is not among the generated schemas")
    }
    for object in objects {
      #expect(!object.fields.isEmpty, "\(object.name) has no members")
      #expect(!object.summary.isEmpty, "\(object.name) says nothing of what it is")
    }
  }
}
