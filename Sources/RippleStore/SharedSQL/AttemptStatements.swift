/// Password attempts given back or forgotten: the same SQL on both databases (reserving one is
/// each backend's own, as each makes two reservations wait its own way).
enum AttemptStatements {
  /// Gives back the attempts a reservation took.
  static func release(id: String) -> SharedStatement {
    SharedStatement("DELETE FROM password_attempts WHERE reservation = ?", [.text(id)])
  }

  /// Forgets every attempt counted against `key`.
  static func clear(key: String) -> SharedStatement {
    SharedStatement("DELETE FROM password_attempts WHERE key = ?", [.text(key)])
  }
}
