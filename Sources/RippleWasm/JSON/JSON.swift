/// A parsed JSON document: what the web app hands the engine (habits, check-ins, settings).
enum JSON {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  /// Members in document order; objects here are small, so a search beats hashing every name.
  case object([JSONMember])

  /// The last member named `key` (as a JSON decoder keeps the last of duplicates).
  subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    for member in members.reversed() where member.name == key { return member.value }
    return nil
  }

  var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

struct JSONMember {
  var name: String
  var value: JSON
}

/// Why an input could not be read: reported as the API reports bad input.
struct EngineError: Error {
  var code: String
  var message: String
  var field: String?

  static func invalid(_ message: String, field: String? = nil) -> EngineError {
    EngineError(code: "invalid", message: message, field: field)
  }

  /// A bad request parameter, as the API's 400 `bad_request` names it.
  static func badRequest(_ message: String, field: String) -> EngineError {
    EngineError(code: "bad_request", message: message, field: field)
  }

  static func badJSON(_ message: String) -> EngineError {
    EngineError(code: "bad_request", message: message, field: nil)
  }
}
