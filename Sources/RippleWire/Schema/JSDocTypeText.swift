/// The web app's JSDoc typedefs for wire objects, read by TypeScript's checker: written by
/// `ripple-wire-schemas` into `js/api/wire-types.js`.
public enum JSDocTypeText {
  public static func typedefs(_ objects: [WireObjectSchema]) -> String {
    objects.map(typedef).joined(separator: "\n")
  }

  /// The whole module: a header, the hand-written types it refers to (from `handWritten`), the
  /// typedefs.
  public static func module(_ objects: [WireObjectSchema], handWritten: String) -> String {
    var named: [String] = []
    for field in objects.flatMap({ $0.fields }) {
      for name in namedTypes(field.type) where !named.contains(name) { named.append(name) }
    }
    var text = """
      // Made by scripts/wire-schemas from the answers declared in Sources/RippleWire/Answers: do
      // not edit. Tests/RippleWireTests fails when this file is not what they declare.

      """
    for name in named.sorted() {
      text += "/** @typedef {import('\(handWritten)').\(name)} \(name) */\n"
    }
    return text + "\n" + typedefs(objects) + "\nexport {};\n"
  }

  static func namedTypes(_ type: WireType) -> [String] {
    switch type {
    case .named(let name): return [name]
    case .array(let element), .map(let element): return namedTypes(element)
    case .string, .formatted, .oneOf, .integer, .number, .boolean, .object: return []
    }
  }

  static func typedef(_ object: WireObjectSchema) -> String {
    var text = "/**\n"
    if !object.summary.isEmpty { text += " * \(object.summary)\n" }
    text += " * @typedef {{\n"
    for field in object.fields {
      let mark = field.presence == .optional ? "?" : ""
      var type = inline(field.type)
      if field.presence == .nullable { type += " | null" }
      text += " *   \(field.name)\(mark): \(type),\n"
    }
    return text + " * }} \(object.name)\n */\n"
  }

  static func inline(_ type: WireType) -> String {
    switch type {
    case .string, .formatted: return "string"
    case .oneOf(let words): return words.map { "'\($0)'" }.joined(separator: " | ")
    case .integer, .number: return "number"
    case .boolean: return "boolean"
    case .array(let element):
      let inner = inline(element)
      return inner.contains(" ") ? "(\(inner))[]" : "\(inner)[]"
    case .map(let value): return "Record<string, \(inline(value))>"
    case .object(let reference): return reference.name
    case .named(let name): return name
    }
  }
}
