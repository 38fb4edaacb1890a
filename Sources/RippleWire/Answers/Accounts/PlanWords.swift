#if !hasFeature(Embedded)
extension WireType {
  /// A plan's code, as `Tier.code` writes it (a server test holds them equal).
  public static let tierCode = WireType.oneOf(["free", "premium", "premium_plus"])

  /// Where plans come from: `on` (licences, the default), `off` (`ripple serve --plans off`:
  /// everything unlocked) or `choose` (`--plans choose`: `PUT /api/v1/plan`, for development
  /// and tests). RippleServices' `PlanOptions.Mode` has these words; a server test holds them
  /// equal.
  public static let plansMode = WireType.oneOf(["on", "off", "choose"])

  /// Who may sign up (`ripple serve --registration`): RippleServices' `RegistrationMode` has these
  /// words; a server test holds them equal.
  public static let registrationMode = WireType.oneOf(["open", "invite", "closed"])
}
#endif
