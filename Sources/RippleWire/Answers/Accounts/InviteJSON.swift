#if !hasFeature(Embedded)
/// `POST /api/v1/invites`: an invite code, shown once.
public struct InviteJSON: WireObject, Sendable {
  public var code: String
  /// Milliseconds since 1970.
  public var expiresAt: Int64

  public init(code: String, expiresAt: Int64) {
    self.code = code
    self.expiresAt = expiresAt
  }

  public static let wireName = "Invite"
  public static let wireSummary = "An invite code, good for one account until it expires"
  public static let wireFields: [WireField<InviteJSON>] = [
    WireField("code") { $0.code },
    WireField("expiresAt", "Milliseconds since 1970") { $0.expiresAt },
  ]
}
#endif
