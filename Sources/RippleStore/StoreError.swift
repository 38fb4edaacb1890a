import RippleCore

/// Why a store operation failed; every case carries what a user or client needs to act on it.
public enum StoreError: Error, Equatable, Sendable {
  /// Engine validation failed: the field and the user-facing message.
  case invalid(field: String, message: String)
  /// A tier limit: the reason the UI shows.
  case needsPremium(String)
  /// A tier limit on one field of the write (a custom colour, say): the field and the reason.
  case needsPremiumFor(field: String, reason: String)
  case habitNotFound(HabitID)
  case categoryNotFound(CategoryID)
  case goalNotFound(String)
  case conflict(String)
  /// The database file is not a Ripple database, is damaged, or is from a newer version.
  case unusableDatabase(path: String, problem: String)
  /// A backup or import file was refused; nothing changed.
  case badFile(String)
  /// A backup or import file is, or expands to, more than can be read; nothing changed.
  case fileTooLarge(String)
  /// SQLite failed for another reason (disk full, I/O error…); nothing changed.
  case storage(String)

  public var message: String {
    switch self {
    case .invalid(_, let message): return message
    case .needsPremium(let reason): return reason
    case .needsPremiumFor(_, let reason): return reason
    case .habitNotFound(let id): return "No habit with id \(id)"
    case .categoryNotFound(let id): return "No category with id \(id)"
    case .goalNotFound(let id): return "No goal with id \(id)"
    case .conflict(let message): return message
    case .unusableDatabase(let path, let problem): return "Cannot open \(path): \(problem)"
    case .badFile(let message): return message
    case .fileTooLarge(let message): return message
    case .storage(let message): return "The database failed: \(message)"
    }
  }
}

extension StoreError {
  init(_ error: ValidationError) {
    self = .invalid(field: error.field, message: error.message)
  }

  /// Throws `.needsPremium` unless the plan allows it.
  package static func check(_ tier: TierCheck) throws(StoreError) {
    if case .needsPremium(let reason) = tier { throw .needsPremium(reason) }
  }

  /// Throws `.needsPremiumFor(field:)` unless the plan allows it.
  package static func check(_ tier: TierCheck, field: String) throws(StoreError) {
    if case .needsPremium(let reason) = tier {
      throw .needsPremiumFor(field: field, reason: reason)
    }
  }
}
