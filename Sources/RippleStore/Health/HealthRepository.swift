import RippleCore

/// The habits a user linked to health measures, and which check-ins came from a health export.
public protocol HealthRepository: Sendable {
  /// The user's links, by habit id.
  func healthLinks(for user: UserID) async throws -> [HealthLink]
  /// Links `link.habitID` by `link.rule` (replacing its link, if any).
  func saveHealthLink(_ link: HealthLink, for user: UserID, now: Int64) async throws
  /// Unlinks the habit; false when it had no link. The check-ins it brought stay.
  func removeHealthLink(_ habit: HabitID, for user: UserID) async throws -> Bool
  /// Remembers that these check-ins came from health data (their habit, day and `updatedAt`).
  func markHealthCheckIns(_ checkIns: [CheckIn], for user: UserID) async throws
  /// How many check-ins of each habit came from health data and are still as imported.
  func healthCheckInCounts(for user: UserID) async throws -> [HabitID: Int]
}

extension HealthRepository where Self: SharedStatementStore {
  public func healthLinks(for user: UserID) async throws -> [HealthLink] {
    try await all(HealthStatements.links(of: user))
  }

  public func saveHealthLink(_ link: HealthLink, for user: UserID, now: Int64) async throws {
    try await run([Self.ensuringUser(user), HealthStatements.save(link, of: user, at: now)])
  }

  public func removeHealthLink(_ habit: HabitID, for user: UserID) async throws -> Bool {
    try await write(reading: HealthStatements.link(habit, of: user)) { found in
      SharedWrite(!found.isEmpty, found.isEmpty ? [] : [HealthStatements.remove(habit, of: user)])
    }
  }

  public func markHealthCheckIns(_ checkIns: [CheckIn], for user: UserID) async throws {
    guard !checkIns.isEmpty else { return }
    try await run([Self.ensuringUser(user)] + checkIns.map { HealthStatements.mark($0, of: user) })
  }

  public func healthCheckInCounts(for user: UserID) async throws -> [HabitID: Int] {
    Dictionary(uniqueKeysWithValues: try await all(HealthStatements.counts(of: user)))
  }
}
