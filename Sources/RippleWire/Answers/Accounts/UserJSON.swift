#if !hasFeature(Embedded)
/// An account as the API shows it (never its password hash).
public struct UserJSON: WireObject, Sendable, Equatable {
  public var id: String
  public var email: String
  public var isAdmin: Bool
  /// From the user's settings: the one place the time zone is kept.
  public var timeZone: String
  /// Milliseconds since 1970, as every timestamp of the API.
  public var createdAt: Int64

  public init(id: String, email: String, isAdmin: Bool, timeZone: String, createdAt: Int64) {
    self.id = id
    self.email = email
    self.isAdmin = isAdmin
    self.timeZone = timeZone
    self.createdAt = createdAt
  }

  public static let wireName = "User"
  public static let wireSummary = "An account (never its password)"
  public static let wireFields: [WireField<UserJSON>] = [
    WireField("id") { $0.id },
    WireField("email") { $0.email },
    WireField("isAdmin") { $0.isAdmin },
    WireField("timeZone", "The settings' timeZone: one value, two routes") { $0.timeZone },
    WireField("createdAt", "Milliseconds since 1970") { $0.createdAt },
  ]
}

/// `{"user": …}`, the answer of register and sign-in.
public struct SignedInJSON: WireObject, Sendable {
  public var user: UserJSON

  public init(user: UserJSON) { self.user = user }

  public static let wireName = "SignedIn"
  public static let wireSummary = "The account just registered or signed in"
  public static let wireFields: [WireField<SignedInJSON>] = [
    WireField("user") { $0.user }
  ]
}
#endif
