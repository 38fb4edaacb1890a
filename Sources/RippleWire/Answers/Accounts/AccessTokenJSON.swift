#if !hasFeature(Embedded)
/// A personal access token (`/api/v1/me/tokens`); its secret only in the answer that makes it.
public struct AccessTokenJSON: WireObject, Sendable {
  public var id: String
  public var name: String
  public var createdAt: Int64
  public var lastUsedAt: Int64?
  /// `full`, or `widget`: only reads what the widget pages show.
  public var scope: String
  /// Only in the answer that creates it.
  public var token: String?
  /// The habits a `checkin` token may check in; absent for every habit.
  public var habits: [String]?

  public init(
    id: String, name: String, createdAt: Int64, lastUsedAt: Int64?, scope: String,
    token: String? = nil, habits: [String]? = nil
  ) {
    self.habits = habits
    self.id = id
    self.name = name
    self.createdAt = createdAt
    self.lastUsedAt = lastUsedAt
    self.scope = scope
    self.token = token
  }

  public static let wireName = "AccessToken"
  public static let wireSummary = "A personal access token"
  public static let wireFields: [WireField<AccessTokenJSON>] = [
    WireField("id") { $0.id },
    WireField("name") { $0.name },
    WireField("createdAt") { $0.createdAt },
    .optional("lastUsedAt") { $0.lastUsedAt },
    WireField("scope", as: .oneOf(["full", "widget", "checkin"])) { $0.scope },
    .optional("token", "The secret; only in the answer that makes it") { $0.token },
    .optional("habits", "The habits a checkin token may check in; absent for every habit") {
      $0.habits
    },
  ]
}

/// `GET /api/v1/me/tokens`: the live tokens, oldest first.
public struct AccessTokenListJSON: WireObject, Sendable {
  public var tokens: [AccessTokenJSON]

  public init(tokens: [AccessTokenJSON]) { self.tokens = tokens }

  public static let wireName = "AccessTokenList"
  public static let wireSummary = "The account's live personal access tokens, oldest first"
  public static let wireFields: [WireField<AccessTokenListJSON>] = [
    WireField("tokens") { $0.tokens }
  ]
}
#endif
