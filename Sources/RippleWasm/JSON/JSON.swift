/// A parsed JSON document: what the web app hands the engine (habits, check-ins, settings).
enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  subscript(key: String) -> JSON? {
    if case .object(let members) = self { return members[key] }
    return nil
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

/// Why an input could not be read: reported as the API reports bad input.
struct EngineError: Error {
  var code: String
  var message: String
  var field: String?

  static func invalid(_ message: String, field: String? = nil) -> EngineError {
    EngineError(code: "invalid", message: message, field: field)
  }

  static func badJSON(_ message: String) -> EngineError {
    EngineError(code: "bad_request", message: message, field: nil)
  }
}
