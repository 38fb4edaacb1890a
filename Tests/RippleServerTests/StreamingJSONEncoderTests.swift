import Foundation
import RippleWire
import Testing

@testable import RippleServer

/// The API's own encoder must say exactly what `JSONEncoder` says, as far as a JSON parser can
/// tell, for every shape the API's types use.
@Suite("Streaming JSON encoder")
struct StreamingJSONEncoderTests {
  struct Inner: Codable, Equatable {
    var name: String
    var tags: [String]
    var score: Double?
  }

  enum Kind: String, Codable { case daily, weekly }

  struct Outer: Codable, Equatable {
    var id: Int
    var big: Int64
    var ok: Bool
    var kind: Kind
    var ratio: Double
    var whole: Double
    var tiny: Double
    var text: String
    var missing: String?
    var inner: Inner
    var list: [Inner]
    var empty: [Int]
    var nested: [[Int]]
    var map: [String: Int]
    var optionals: [Int?]
  }

  /// Encodes through explicit nested containers, a single value and an empty container.
  struct Manual: Encodable {
    enum Keys: String, CodingKey { case a, b, c, d, e }
    func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: Keys.self)
      var nested = container.nestedContainer(keyedBy: Keys.self, forKey: .a)
      try nested.encode(1, forKey: .b)
      var list = container.nestedUnkeyedContainer(forKey: .c)
      try list.encode("x")
      try list.encodeNil()
      var inner = list.nestedContainer(keyedBy: Keys.self)
      try inner.encode(true, forKey: .d)
      try container.encodeNil(forKey: .d)
      try container.encode(Nothing(), forKey: .e)
    }
  }

  struct Nothing: Encodable {
    func encode(to encoder: any Encoder) throws {}
  }

  static let sample = Outer(
    id: 42, big: 1_700_000_000_123, ok: true, kind: .weekly, ratio: 0.77, whole: 8, tiny: 1e-7,
    text: "Quote \" back\\slash /slash\nnew\ttab \u{01} ünïcödé 🔥", missing: nil,
    inner: Inner(name: "Run", tags: ["a", "b"], score: nil),
    list: [Inner(name: "A", tags: [], score: 2.5), Inner(name: "B", tags: ["c"], score: -3)],
    empty: [], nested: [[1, 2], [], [3]], map: ["one": 1], optionals: [1, nil, 3])

  func parsed(_ bytes: some Collection<UInt8>) throws -> NSObject {
    try JSONSerialization.jsonObject(with: Data(bytes), options: [.fragmentsAllowed]) as! NSObject
  }

  @Test func parsesToWhatJSONEncoderWrites() throws {
    let ours = try StreamingJSONEncoder.bytes(of: Self.sample)
    let foundation = try JSONEncoder().encode(Self.sample)
    #expect(try parsed(ours) == parsed(foundation))
    #expect(try JSONDecoder().decode(Outer.self, from: Data(ours)) == Self.sample)
  }

  @Test func explicitContainersAndEmptyValues() throws {
    let ours = try StreamingJSONEncoder.bytes(of: Manual())
    #expect(
      String(decoding: ours, as: UTF8.self)
        == #"{"a":{"b":1},"c":["x",null,{"d":true}],"d":null,"e":{}}"#)
    #expect(try parsed(ours) == parsed(JSONEncoder().encode(Manual())))
  }

  @Test func topLevelValuesAndNumbers() throws {
    #expect(
      String(decoding: try StreamingJSONEncoder.bytes(of: [1.5, 8, -0.25]), as: UTF8.self)
        == "[1.5,8,-0.25]")
    #expect(String(decoding: try StreamingJSONEncoder.bytes(of: "hi"), as: UTF8.self) == #""hi""#)
    #expect(
      String(decoding: try StreamingJSONEncoder.bytes(of: [String: [Int]]()), as: UTF8.self)
        == "{}")
  }

  @Test func nonFiniteNumbersAreRefused() {
    #expect(throws: EncodingError.self) { try StreamingJSONEncoder.bytes(of: [Double.nan]) }
    #expect(throws: EncodingError.self) {
      try StreamingJSONEncoder.bytes(of: Inner(name: "x", tags: [], score: .infinity))
    }
  }

  struct Slot: WireObject {
    var day: String
    var value: Double?
    static let wireName = "Slot"
    static let wireSummary = "A day."
    static let wireFields: [WireField<Slot>] = [
      WireField("day") { $0.day },
      .optional("value") { $0.value },
      .nullable("note") { _ in String?.none },
    ]
  }

  struct Holder: Encodable {
    var slots: [Slot]
    var after: Int
    var slot: Slot
  }

  /// A wire object inside an answer still written with `Codable` is written whole by its own
  /// declaration: the streaming encoder takes its bytes, `JSONEncoder` (the CLI's `--json`) is
  /// given the same JSON, and both read back alike.
  @Test func aWireObjectInsideACodableAnswerIsWrittenByItsDeclaration() throws {
    let holder = Holder(
      slots: [Slot(day: "2026-11-18", value: 2.5), Slot(day: "2026-11-19", value: nil)], after: 3,
      slot: Slot(day: "2026-11-20", value: 3))
    let ours = try StreamingJSONEncoder.bytes(of: holder)
    #expect(
      String(decoding: ours, as: UTF8.self)
        == #"{"slots":[{"day":"2026-11-18","value":2.5,"note":null},{"day":"2026-11-19","note":null}],"after":3,"slot":{"day":"2026-11-20","value":3,"note":null}}"#
    )
    #expect(try parsed(ours) == parsed(JSONEncoder().encode(holder)))
    #expect(try StreamingJSONEncoder.bytes(of: holder.slot) == holder.slot.jsonBytes)
  }
}
