import RippleWire
import Testing

/// A wire object's members are written, and described, from one declaration.
@Suite struct WireObjectTests {
  struct Slot: WireObject {
    var day: String
    var done: Bool
    static let wireName = "Slot"
    static let wireSummary = "One day of a week."
    static let wireFields: [WireField<Slot>] = [
      WireField("day", "The day, yyyy-MM-dd.") { $0.day },
      WireField("done") { $0.done },
    ]
  }

  struct Card: WireObject {
    enum State: String, WireEnum { case done, skipped, none }
    var name: String
    var state: State
    var note: String?
    var value: Double?
    var slots: [Slot]
    static let wireName = "Card"
    static let wireSummary = "A habit's card."
    static let wireFields: [WireField<Card>] = [
      WireField("name") { $0.name },
      WireField("state") { $0.state },
      .optional("note", "Left out when there is none.") { $0.note },
      .nullable("value") { $0.value },
      WireField("slots") { $0.slots },
    ]
  }

  let card = Card(
    name: "Read \"more\"", state: .done, note: nil, value: 2.5,
    slots: [Slot(day: "2026-11-18", done: true)])

  @Test func writesMembersInOrderLeavingOutOptionalsAndNullingNullables() {
    #expect(
      String(decoding: card.jsonBytes, as: UTF8.self)
        == #"{"name":"Read \"more\"","state":"done","value":2.5,"slots":[{"day":"2026-11-18","done":true}]}"#
    )
    var bare = card
    bare.value = nil
    bare.note = "Tired"
    #expect(
      String(decoding: bare.jsonBytes, as: UTF8.self)
        == #"{"name":"Read \"more\"","state":"done","note":"Tired","value":null,"slots":[{"day":"2026-11-18","done":true}]}"#
    )
  }

  @Test func theCatalogFindsEveryObjectOnce() {
    let names = WireCatalog.objects(from: [Card.wireType, [Slot].wireType]).map(\.name)
    #expect(names == ["Card", "Slot"])
  }

  @Test func theOpenAPISchemaSaysWhatIsRequiredOptionalAndNullable() {
    let text = OpenAPISchemaText.entries(WireCatalog.objects(from: [Card.wireType]))
    #expect(text.contains("    Card:\n      type: object\n      description: 'A habit''s card.'\n"))
    #expect(text.contains("      required: [name, state, value, slots]\n"))
    #expect(text.contains("        state: {type: string, enum: ['done', 'skipped', 'none']}\n"))
    #expect(
      text.contains(
        "        note: {type: string, description: 'Left out when there is none.'}\n"))
    #expect(text.contains("        value: {oneOf: [{type: number}, {type: 'null'}]}\n"))
    #expect(
      text.contains("        slots: {type: array, items: {$ref: '#/components/schemas/Slot'}}\n"))
    #expect(text.contains("    Slot:\n"))
  }

  @Test func theJSDocTypedefMatches() {
    let text = JSDocTypeText.typedefs(WireCatalog.objects(from: [Card.wireType]))
    #expect(text.contains(" *   note?: string,\n"))
    #expect(text.contains(" *   value: number | null,\n"))
    #expect(text.contains(" *   state: 'done' | 'skipped' | 'none',\n"))
    #expect(text.contains(" *   slots: Slot[],\n"))
    #expect(text.contains(" * }} Card\n"))
  }

  /// An outer object may begin with another's members, declared once (the API's habit begins
  /// with the stored habit's).
  struct Week: WireObject {
    var slot: Slot
    var label: String
    static let wireName = "Week"
    static let wireSummary = "A slot with its label."
    static let wireFields: [WireField<Week>] =
      Slot.wireFields.map { $0.reading(\.slot) } + [WireField("label") { $0.label }]
  }

  @Test func aFieldReadFromAnotherObjectWritesAndDescribesTheSameMember() {
    let week = Week(slot: Slot(day: "2026-11-18", done: false), label: "Wed")
    #expect(
      String(decoding: week.jsonBytes, as: UTF8.self)
        == #"{"day":"2026-11-18","done":false,"label":"Wed"}"#)
    #expect(Week.wireSchema.fields.map(\.name) == ["day", "done", "label"])
    #expect(Week.wireSchema.fields[0].summary == "The day, yyyy-MM-dd.")
  }

  @Test func aMapIsWrittenWithItsKeysInOrderAndDescribedByItsValues() {
    let values: [String: Double] = ["2026-11-19": 2, "2026-11-17": 1.5, "2026-11-18": 0]
    #expect(
      String(decoding: values.jsonBytes, as: UTF8.self)
        == #"{"2026-11-17":1.5,"2026-11-18":0,"2026-11-19":2}"#)
    let text = OpenAPISchemaText.entries(WireCatalog.objects(from: [ByDay.wireType]))
    #expect(text.contains("        values: {type: object, additionalProperties: {type: number}}\n"))
  }

  struct ByDay: WireObject {
    var values: [String: Double]
    static let wireName = "ByDay"
    static let wireSummary = "Amounts by day."
    static let wireFields: [WireField<ByDay>] = [WireField("values") { $0.values }]
  }
}
