#if !hasFeature(Embedded)
/// An account as `ripple users list --json` prints it: the API's `User` without the time zone,
/// which lives in each user's settings and the listing does not read.
public struct AccountJSON: WireObject, Sendable {
  public var id: String
  public var email: String
  public var isAdmin: Bool
  public var createdAt: Int64

  public init(id: String, email: String, isAdmin: Bool, createdAt: Int64) {
    self.id = id
    self.email = email
    self.isAdmin = isAdmin
    self.createdAt = createdAt
  }

  public static let wireName = "Account"
  public static let wireSummary = "An account in the server's list of accounts"
  public static let wireFields: [WireField<AccountJSON>] = [
    WireField("id") { $0.id },
    WireField("email") { $0.email },
    WireField("isAdmin") { $0.isAdmin },
    WireField("createdAt", "Milliseconds since 1970") { $0.createdAt },
  ]
}
#endif
