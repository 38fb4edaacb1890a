import RippleCore

/// The icons users upload for their habits (`IconImage` makes them), kept per user.
public protocol IconRepository: Sendable {
  /// Keeps `icon` for the user (once: the same image uploaded again is the same row).
  func keepIcon(_ icon: StoredIcon, for user: UserID, now: Int64) async throws
  /// The user's icon of that digest, or nil.
  func icon(_ digest: String, for user: UserID) async throws -> StoredIcon?
  /// Every icon of the user, by digest: what a backup carries.
  func icons(for user: UserID) async throws -> [StoredIcon]
}

extension IconRepository where Self: SharedStatementStore {
  public func keepIcon(_ icon: StoredIcon, for user: UserID, now: Int64) async throws {
    try await run([Self.ensuringUser(user), IconStatements.keep(icon, of: user, at: now)])
  }

  public func icon(_ digest: String, for user: UserID) async throws -> StoredIcon? {
    try await all(IconStatements.icon(digest, of: user)).first
  }

  public func icons(for user: UserID) async throws -> [StoredIcon] {
    try await all(IconStatements.all(of: user))
  }
}
