#if !hasFeature(Embedded)
/// The one error shape of the API, `{"error": {"code", "field", "message"}}`: its members in order
/// of name, so the same error is the same bytes every time.
public struct ErrorJSON: WireObject, Sendable {
  public var code: APIErrorCode
  public var message: String
  /// The request's member at fault, when one is.
  public var field: String?

  public init(code: APIErrorCode, message: String, field: String?) {
    self.code = code
    self.message = message
    self.field = field
  }

  public static let wireName = "Error"
  public static let wireSummary = "What went wrong, in the API's one error shape"
  public static let wireFields: [WireField<ErrorJSON>] = [
    WireField("error") { ErrorDetailJSON(error: $0) }
  ]
}

/// An error's code, words and field.
struct ErrorDetailJSON: WireObject, Sendable {
  var error: ErrorJSON

  static let wireName = "ErrorDetail"
  static let wireSummary = "An error's code, its words, and the member at fault"
  static let wireFields: [WireField<ErrorDetailJSON>] = [
    WireField("code") { $0.error.code },
    .nullable("field", "The request's member at fault; null when none is") { $0.error.field },
    WireField("message", "What went wrong, in words a person can act on") { $0.error.message },
  ]
}

/// What kind of error an answer is: a client acts on the code, and shows the message.
public enum APIErrorCode: String, WireEnum, Sendable {
  case badRequest = "bad_request"
  case nonCanonicalPath = "non_canonical_path"
  case needsPremium = "needs_premium"
  case notFound = "not_found"
  case methodNotAllowed = "method_not_allowed"
  case conflict
  case tooLarge = "too_large"
  case validationFailed = "validation_failed"
  case invalidFile = "invalid_file"
  case invalidImage = "invalid_image"
  case internalError = "internal"
  case httpError = "http_error"
  case database
  case crossSite = "cross_site"
  case unsupportedMediaType = "unsupported_media_type"
  case unknownHost = "unknown_host"
  case snoozeLimit = "snooze_limit"
  case licenceInvalid = "licence_invalid"
  case noPurchase = "no_purchase"
  case planFromLicence = "plan_from_licence"
  case insufficientScope = "insufficient_scope"
  case unauthenticated
  case invalidCredentials = "invalid_credentials"
  case invalidGrant = "invalid_grant"
  case tokenReused = "token_reused"
  case tooManyRequests = "too_many_requests"
  case registrationClosed = "registration_closed"
  case adminOnly = "admin_only"
  case wrongPassword = "wrong_password"
  case webhookLimit = "webhook_limit"
  case privateModeNeedsAccounts = "private_mode_needs_accounts"
  case privateModeOff = "private_mode_off"
  case privateItemsLimit = "private_items_limit"
  case privateModeWithPartners = "private_mode_with_partners"
}
#endif
