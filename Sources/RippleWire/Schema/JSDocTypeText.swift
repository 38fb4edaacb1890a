/// The web app's JSDoc typedefs for wire objects, read by TypeScript's checker: written by
/// `ripple-wire-schemas` into `js/api/wire-types.js`.
public enum JSDocTypeText {
  public static func typedefs(_ objects: [WireObjectSchema]) -> String {
    objects.map(typedef).joined(separator: "\n")
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
    }
  }
}
