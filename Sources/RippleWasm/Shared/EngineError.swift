import RippleWire

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
