import RippleCore

/// A person who signs in: their user id keys all their data.
public struct Account: Equatable, Sendable {
  public var id: UserID
  /// Lower-cased; unique regardless of case.
  public var email: String
  /// A bcrypt hash; never shown.
  public var passwordHash: String
  public var isAdmin: Bool
  /// Milliseconds since 1970.
  public var createdAt: Int64
  /// When the password last changed (milliseconds since 1970), if it ever did: access tokens
  /// issued before it are refused.
  public var passwordChangedAt: Int64?

  public init(
    id: UserID, email: String, passwordHash: String, isAdmin: Bool, createdAt: Int64,
    passwordChangedAt: Int64? = nil
  ) {
    self.id = id
    self.email = email
    self.passwordHash = passwordHash
    self.isAdmin = isAdmin
    self.createdAt = createdAt
    self.passwordChangedAt = passwordChangedAt
  }
}

/// A signed-in browser: the cookie holds the id, the store its SHA-256 digest.
public struct SessionRecord: Equatable, Sendable {
  public var idHash: String
  public var user: UserID
  public var createdAt: Int64
  public var expiresAt: Int64
  public var lastSeenAt: Int64

  public init(idHash: String, user: UserID, createdAt: Int64, expiresAt: Int64, lastSeenAt: Int64) {
    self.idHash = idHash
    self.user = user
    self.createdAt = createdAt
    self.expiresAt = expiresAt
    self.lastSeenAt = lastSeenAt
  }
}

/// A personal access token (`Authorization: Bearer`): named by its owner, shown once, stored
/// as a digest.
public struct AccessToken: Equatable, Sendable {
  /// A public id, for listing and revoking.
  public var id: String
  public var tokenHash: String
  public var user: UserID
  public var name: String
  public var createdAt: Int64
  public var lastUsedAt: Int64?
  public var revokedAt: Int64?
  public var scope: AccessTokenScope
  /// The habits a `checkin` token may check in (nil: every habit).
  public var habits: [HabitID]?

  public init(
    id: String, tokenHash: String, user: UserID, name: String, createdAt: Int64,
    lastUsedAt: Int64? = nil, revokedAt: Int64? = nil, scope: AccessTokenScope = .full,
    habits: [HabitID]? = nil
  ) {
    self.scope = scope
    self.habits = habits
    self.id = id
    self.tokenHash = tokenHash
    self.user = user
    self.name = name
    self.createdAt = createdAt
    self.lastUsedAt = lastUsedAt
    self.revokedAt = revokedAt
  }
}

/// A key that signs JWT access tokens; a retired key no longer verifies.
public struct SigningKey: Equatable, Sendable {
  public var id: String
  public var secret: [UInt8]
  public var createdAt: Int64
  public var retiredAt: Int64?

  public init(id: String, secret: [UInt8], createdAt: Int64, retiredAt: Int64? = nil) {
    self.id = id
    self.secret = secret
    self.createdAt = createdAt
    self.retiredAt = retiredAt
  }
}

/// A refresh token: each use replaces it by the next one of its family.
public struct RefreshToken: Equatable, Sendable {
  public var tokenHash: String
  /// Shared by every token rotated from the same sign-in.
  public var family: String
  public var user: UserID
  public var createdAt: Int64
  public var expiresAt: Int64

  public init(tokenHash: String, family: String, user: UserID, createdAt: Int64, expiresAt: Int64) {
    self.tokenHash = tokenHash
    self.family = family
    self.user = user
    self.createdAt = createdAt
    self.expiresAt = expiresAt
  }
}

/// What presenting a refresh token did.
public enum RefreshTokenUse: Equatable, Sendable {
  /// It was current: it is now used, and `next` (same family) was stored in its place.
  case rotated(user: UserID)
  /// It had been used or revoked before: the whole family is now revoked.
  case reused
  /// Unknown or expired.
  case invalid
}

extension AccessToken {
  /// `habit_ids` as stored: the ids separated by spaces, NULL for every habit.
  public static func storedHabits(_ habits: [HabitID]?) -> String? {
    habits.map { $0.map(\.rawValue).joined(separator: " ") }
  }

  /// The habits of a stored `habit_ids`.
  public static func habits(stored: String?) -> [HabitID]? {
    stored.map { $0.split(separator: " ").map { HabitID(String($0)) } }
  }
}
