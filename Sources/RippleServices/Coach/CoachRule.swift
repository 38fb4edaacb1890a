import RippleCore

/// Why the coach refuses a move: the goal's state does not allow it, or the goal changed since the
/// person last saw it, naming the field at fault (`move`, `revision`). The server answers it as a
/// 409 conflict (`ErrorMiddleware`), the CLI as a message and an exit code. (Values the coach
/// cannot take are the store's `StoreError.invalid`.)
public struct CoachRule: Error, Equatable, Sendable {
  public var message: String
  public var field: String

  public static func conflict(_ message: String, field: String) -> CoachRule {
    CoachRule(message: message, field: field)
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
