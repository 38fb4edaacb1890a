/// Readable descriptions of JSON decoding failures, naming where they happened
/// (`habits[2].schedule.kind`).
package enum DecodingProblem {
  package static func describe(_ error: any Error) -> String {
    guard let error = error as? DecodingError else { return "\(error)" }
    switch error {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .typeMismatch(let type, let context):
      return "\(path(context.codingPath)): expected \(name(of: type))"
    case .valueNotFound(let type, let context):
      return "\(path(context.codingPath)): expected \(name(of: type)), found null"
    case .dataCorrupted(let context):
      guard !context.codingPath.isEmpty else { return "the file is not valid JSON" }
      return "\(path(context.codingPath)): \(context.debugDescription)"
    @unknown default:
      return "\(error)"
    }
  }

  static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "the document" : text
  }

  private static func name(of type: Any.Type) -> String {
    switch type {
    case is String.Type: return "text"
    case is Int.Type, is Int64.Type, is Double.Type: return "a number"
    case is Bool.Type: return "true or false"
    default: return "\(type)"
    }
  }
}
