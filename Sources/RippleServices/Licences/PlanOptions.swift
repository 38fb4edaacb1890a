import Crypto

/// How the server decides plans.
public struct PlanOptions: Sendable {
  public enum Mode: String, CaseIterable, Sendable {
    /// The plan comes from the user's licences (the default).
    case licensed = "on"
    /// No plans: everything is unlocked (`ripple serve --plans off`).
    case off
    /// The owner picks a plan with `PUT /api/v1/plan`: for development and tests only.
    case choose
  }

  public var mode: Mode
  /// The keys licences are checked against (the project's first).
  public var trustedKeys: [Curve25519.Signing.PublicKey]
  /// Where "Continue with Premium" sends people (`--purchase-url`), if anywhere.
  public var purchaseURL: String?

  public init(
    mode: Mode = .licensed, extraKeys: [Curve25519.Signing.PublicKey] = [],
    purchaseURL: String? = nil
  ) {
    self.mode = mode
    trustedKeys = LicenceKeys.trusted(adding: extraKeys)
    self.purchaseURL = purchaseURL
  }
}
