import RippleCore

/// Why the coach refuses a request, naming the field when one is at fault: a value it cannot
/// take, something that is not there, or a move the goal's state does not allow. The server
/// answers it as a 4xx (`ErrorMiddleware`), the CLI as a message and an exit code.
public struct CoachRule: Error, Equatable, Sendable {
  public enum Kind: Sendable {
    case invalid
    case notFound
    case conflict
  }

  public var kind: Kind
  public var message: String
  public var field: String?

  public init(_ kind: Kind, _ message: String, field: String? = nil) {
    self.kind = kind
    self.message = message
    self.field = field
  }

  public static func invalid(_ message: String, field: String) -> CoachRule {
    CoachRule(.invalid, message, field: field)
  }

  public static func notFound(_ message: String) -> CoachRule { CoachRule(.notFound, message) }

  public static func conflict(_ message: String, field: String) -> CoachRule {
    CoachRule(.conflict, message, field: field)
  }
}

extension CoachError {
  /// A move the goal's state does not allow, said as the person reads it, on the field `move`.
  public var rule: CoachRule {
    let message: String
    switch self {
    case .notActive: message = "This goal is paused or finished; resume it first"
    case .notPaused: message = "This goal is not paused"
    case .finished: message = "This goal is finished"
    case .cannotSimplify: message = "This stage is already as small as it gets"
    case .tooManyStages: message = "The roadmap has as many stages as it can hold"
    case .stalePreview: message = "The plan changed since this preview; ask for a new one"
    case .noOtherVersion: message = "The roadmap has only its first version"
    case .weekNotMet:
      message = "This stage's last week asked for more days; repeat, simplify or extend it first"
    }
    return .conflict(message, field: "move")
  }
}
