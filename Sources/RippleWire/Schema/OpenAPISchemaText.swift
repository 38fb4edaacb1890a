/// The API document's `components.schemas` entries for wire objects, as YAML (OpenAPI 3.1, whose
/// schemas are JSON Schema): written by `ripple-wire-schemas` into the document.
public enum OpenAPISchemaText {
  /// The entries, indented for `components: schemas:` (four spaces).
  public static func entries(_ objects: [WireObjectSchema]) -> String {
    objects.map(entry).joined()
  }

  static func entry(_ object: WireObjectSchema) -> String {
    var text = "    \(object.name):\n      type: object\n"
    if !object.summary.isEmpty { text += "      description: \(quoted(object.summary))\n" }
    let required = object.fields.filter { $0.presence != .optional }.map { $0.name }
    if !required.isEmpty { text += "      required: [\(required.joined(separator: ", "))]\n" }
    text += "      additionalProperties: false\n      properties:\n"
    for field in object.fields {
      var schema = inline(field.type)
      if field.presence == .nullable { schema = "{oneOf: [\(schema), {type: 'null'}]}" }
      if !field.summary.isEmpty {
        schema = withDescription(schema, field.summary)
      }
      text += "        \(field.name): \(schema)\n"
    }
    return text
  }

  /// A schema as a YAML flow mapping.
  static func inline(_ type: WireType) -> String {
    switch type {
    case .string: return "{type: string}"
    case .formatted(let format): return "{type: string, format: \(format)}"
    case .oneOf(let words):
      return "{type: string, enum: [\(words.map(quoted).joined(separator: ", "))]}"
    case .integer: return "{type: integer}"
    case .number: return "{type: number}"
    case .boolean: return "{type: boolean}"
    case .array(let element): return "{type: array, items: \(inline(element))}"
    case .map(let value): return "{type: object, additionalProperties: \(inline(value))}"
    case .object(let reference): return "{$ref: '#/components/schemas/\(reference.name)'}"
    case .named(let name): return "{$ref: '#/components/schemas/\(name)'}"
    }
  }

  /// `schema` with a description (beside a `$ref` too: OpenAPI 3.1 allows it).
  static func withDescription(_ schema: String, _ summary: String) -> String {
    String(schema.dropLast()) + ", description: \(quoted(summary))}"
  }

  /// A YAML single-quoted scalar.
  static func quoted(_ text: String) -> String {
    var out = "'"
    for character in text {
      out += character == "'" ? "''" : String(character)
    }
    return out + "'"
  }
}
