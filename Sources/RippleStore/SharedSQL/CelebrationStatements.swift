import RippleCore

/// The moments a user was celebrated for (`CelebratedMoment`), read and written alike on both
/// databases: a perfect day keeps an empty habit.
enum CelebrationStatements {
  /// One row when `moment` was celebrated before.
  static func celebrated(
    _ moment: CelebratedMoment, of user: UserID
  ) -> SharedQuery<CelebratedMoment> {
    SharedQuery(
      SharedStatement(
        """
        SELECT kind FROM celebrated_moments
        WHERE user_id = ? AND day = ? AND kind = ? AND habit_id = ?
        """, values(moment, user))
    ) { _ in moment }
  }

  /// Remembers `moment` (once: a second time changes nothing).
  static func remember(_ moment: CelebratedMoment, of user: UserID) -> SharedStatement {
    SharedStatement(
      """
      INSERT INTO celebrated_moments (user_id, day, kind, habit_id) VALUES (?, ?, ?, ?)
      ON CONFLICT (user_id, day, kind, habit_id) DO NOTHING
      """, values(moment, user))
  }

  private static func values(
    _ moment: CelebratedMoment, _ user: UserID
  ) -> [SharedStatement.Value] {
    [
      .text(user.rawValue), .integer(Int64(moment.day.daysSinceEpoch)), .text(moment.kind),
      .text(moment.habitID?.rawValue ?? ""),
    ]
  }
}

extension RippleRepository where Self: SharedStatementStore {
  public func rememberCelebrated(
    _ moments: [CelebratedMoment], for user: UserID
  ) async throws -> [CelebratedMoment] {
    guard !moments.isEmpty else { return [] }
    var earlier: [CelebratedMoment] = []
    for moment in moments {
      earlier += try await all(CelebrationStatements.celebrated(moment, of: user))
    }
    // A moment remembered before is not written again: re-ticking a celebrated day costs no
    // durable write.
    let new = moments.filter { moment in !earlier.contains(moment) }
    if !new.isEmpty { try await run(new.map { CelebrationStatements.remember($0, of: user) }) }
    return earlier
  }
}
