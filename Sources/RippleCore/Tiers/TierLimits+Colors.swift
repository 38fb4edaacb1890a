extension TierLimits {
  /// Whether the plan lets the user choose a custom colour, any colour beyond the 16 presets
  /// (a Premium feature). The icon set is fixed and the same for every plan, so the custom
  /// colour is the whole of this gate.
  public static func canUseCustomColors(tier: Tier, today: Day) -> TierCheck {
    guard !tier.isPremium(on: today) else { return .allowed }
    return .needsPremium(
      reason:
        "The free plan offers the \(Palette.presets.count) preset colours. Upgrade to Premium for custom colours."
    )
  }

  /// Whether a habit may be written with `color`: any colour on Premium, a preset colour on the
  /// free plan, and always the colour it already had (`before`), so a habit keeps a custom colour
  /// chosen while Premium and its other fields stay editable after a downgrade.
  public static func checkColor(
    _ color: String, before: String?, tier: Tier, today: Day
  )
    -> TierCheck
  {
    if isPresetColor(color) { return .allowed }
    if let before, sameColor(color, before) { return .allowed }
    return canUseCustomColors(tier: tier, today: today)
  }

  /// Whether `color` (`#RRGGBB`, any case) is one of the engine's preset colours.
  public static func isPresetColor(_ color: String) -> Bool {
    Palette.presets.contains { sameColor($0.hex, color) }
  }

  /// Hex colours compared without regard to case.
  public static func sameColor(_ a: String, _ b: String) -> Bool {
    let x = Array(a.utf8)
    let y = Array(b.utf8)
    guard x.count == y.count else { return false }
    for index in x.indices where lowered(x[index]) != lowered(y[index]) { return false }
    return true
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }
}
