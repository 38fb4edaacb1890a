import RippleCore
import Testing

/// The 16 presets on every plan, a custom colour on Premium.
@Suite struct CustomColorLimitTests {
  private let today = day("2026-03-04")
  private let reason =
    "The free plan offers the 16 preset colours. Upgrade to Premium for custom colours."

  @Test func theFreePlanOffersThePresetsInAnyCase() {
    for color in Palette.presets.map(\.hex) + ["#ff6b6b", "#64748b"] {
      #expect(TierLimits.checkColor(color, before: nil, tier: .free, today: today) == .allowed)
    }
  }

  @Test func aCustomColourNeedsPremium() {
    #expect(
      TierLimits.checkColor("#123456", before: nil, tier: .free, today: today)
        == .needsPremium(reason: reason))
    #expect(
      TierLimits.canUseCustomColors(tier: .free, today: today) == .needsPremium(reason: reason))
    #expect(TierLimits.checkColor("#123456", before: nil, tier: .premium, today: today) == .allowed)
    let ended = Tier.premiumPlus(expires: day("2026-03-03"))
    #expect(!TierLimits.checkColor("#123456", before: nil, tier: ended, today: today).isAllowed)
    let active = Tier.premiumPlus(expires: day("2026-03-04"))
    #expect(TierLimits.checkColor("#123456", before: nil, tier: active, today: today).isAllowed)
  }

  @Test func aHabitKeepsTheCustomColourItHasAfterADowngrade() {
    #expect(
      TierLimits.checkColor("#123456", before: "#123456", tier: .free, today: today) == .allowed)
    #expect(
      !TierLimits.checkColor("#123456", before: "#12345A", tier: .free, today: today).isAllowed)
    #expect(
      TierLimits.checkColor("#ABCDEF", before: "#abcdef", tier: .free, today: today) == .allowed)
    #expect(
      TierLimits.checkColor("#654321", before: "#123456", tier: .free, today: today)
        == .needsPremium(reason: reason))
  }

  @Test func onlyThePresetsArePresets() {
    #expect(TierLimits.isPresetColor("#FF6B6B"))
    #expect(TierLimits.isPresetColor("#3b82f6"))
    #expect(!TierLimits.isPresetColor("#FF6B6C"))
    #expect(!TierLimits.isPresetColor("#FF6B6"))
    #expect(!TierLimits.isPresetColor(""))
  }
}
