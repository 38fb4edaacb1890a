#if !hasFeature(Embedded)
/// `GET /api/v1/auth/status`: whether accounts are on, who may sign up, and whether the request
/// is signed in.
public struct AuthStatusJSON: WireObject, Sendable {
  public var accounts: Bool
  /// `open`, `invite` or `closed`; absent in local mode.
  public var registration: String?
  public var signedIn: Bool

  public init(accounts: Bool, registration: String?, signedIn: Bool) {
    self.accounts = accounts
    self.registration = registration
    self.signedIn = signedIn
  }

  public static let wireName = "AuthStatus"
  public static let wireSummary = "Whether accounts are on, who may sign up, and whether signed in"
  public static let wireFields: [WireField<AuthStatusJSON>] = [
    WireField("accounts") { $0.accounts },
    .optional(
      "registration", "Who may sign up; absent without accounts", as: .registrationMode
    ) { $0.registration },
    WireField("signedIn") { $0.signedIn },
  ]
}
#endif
