extension TierLimits {
  /// The prefix of a habit icon that names an image the user uploaded (`img:` and its digest).
  public static let uploadedIconPrefix = "img:"

  /// Whether the plan lets the user give a habit an image of their own (a Premium feature, spec
  /// 000 §1.3 "Custom habit icons"); the icon set and emoji are every plan's.
  public static func canUseCustomIcons(tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today) else { return .allowed }
    return .needsPremium(
      reason: "Your own habit images are a Premium feature. Upgrade to Premium to upload one.")
  }

  /// Whether a habit may be written with `icon`: an uploaded image on Premium, and always the
  /// icon it already had (`before`), so a habit keeps its image after a downgrade.
  public static func checkIcon(
    _ icon: String, before: String?, tier: Tier, today: Day
  ) -> TierCheck {
    guard icon.hasPrefix(uploadedIconPrefix), icon != before else { return .allowed }
    return canUseCustomIcons(tier: tier, today: today)
  }
}
