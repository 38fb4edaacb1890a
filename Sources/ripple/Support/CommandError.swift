/// A failure the user can act on: one line for stderr, and the exit status.
struct CommandError: Error, Equatable {
  var message: String
  var status: ExitStatus
  /// Printed before the message; empty for a choice the user made.
  var prefix = "Error: "

  static func usage(_ message: String) -> CommandError {
    CommandError(message: message, status: .usage)
  }

  static func notFound(_ message: String) -> CommandError {
    CommandError(message: message, status: .notFound)
  }

  static func invalid(_ message: String) -> CommandError {
    CommandError(message: message, status: .invalid)
  }

  static func badData(_ message: String) -> CommandError {
    CommandError(message: message, status: .badData)
  }

  static func failure(_ message: String) -> CommandError {
    CommandError(message: message, status: .failure)
  }

  static let cancelled = CommandError(
    message: "Cancelled; nothing was changed.", status: .failure, prefix: "")
}
