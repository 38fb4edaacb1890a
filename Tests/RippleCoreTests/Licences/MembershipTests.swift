import RippleCore
import Testing

/// The plan licences give: Premium for good, Premium+ for a year, and what is left
/// when Premium+ ends.
@Suite struct MembershipTests {
  private let issued = day("2026-11-18")

  private func licence(_ kind: LicenceKind, issued: Day? = nil) throws -> LicenceClaims {
    try LicenceClaims(kind: kind, holder: "ada@example.com", issued: issued ?? self.issued)
  }

  @Test func noLicenceIsFree() {
    #expect(Membership(licences: []).tier == .free)
    #expect(Membership.notice(for: .free, today: issued) == nil)
  }

  @Test func premiumLastsForever() throws {
    let tier = Membership(licences: [try licence(.premium)]).tier
    #expect(tier == .premium)
    #expect(tier.current(on: day("2040-01-01")) == .premium)
  }

  @Test func premiumPlusLastsOneYearFromTheIssueDay() throws {
    let plus = try licence(.premiumPlus)
    #expect(plus.expires == day("2027-11-18"))
    let tier = Membership(licences: [plus]).tier
    #expect(tier.isPremium(on: day("2027-11-18")))
    #expect(tier.current(on: day("2027-11-18")) == tier)
    #expect(Membership.notice(for: tier, today: day("2027-11-18")) == nil)
  }

  @Test func aLeapDayLicenceEndsOnTheTwentyEighth() throws {
    #expect(try licence(.premiumPlus, issued: day("2028-02-29")).expires == day("2029-02-28"))
  }

  @Test func expiredPremiumPlusAloneFallsBackToFreeWithANotice() throws {
    let tier = Membership(licences: [try licence(.premiumPlus)]).tier
    let after = day("2027-11-19")
    #expect(!tier.isPremium(on: after))
    #expect(tier.current(on: after) == .free)
    let notice = try #require(Membership.notice(for: tier, today: after))
    #expect(notice.hasPrefix("Your Premium+ ended on 2027-11-18."))
    #expect(notice.hasSuffix("habits over the free plan's limit stay, and new ones need Premium."))
    #expect(
      TierLimits.canAddActiveHabit(activeCount: 7, tier: tier, today: after) != .allowed)
  }

  @Test func expiredPremiumPlusOnTopOfPremiumFallsBackToPremium() throws {
    let tier = Membership(licences: [try licence(.premium), try licence(.premiumPlus)]).tier
    let after = day("2027-11-19")
    #expect(tier == .premiumPlus(expires: day("2027-11-18"), onPremium: true))
    #expect(tier.isPremium(on: after))
    #expect(tier.current(on: after) == .premium)
    #expect(
      Membership.notice(for: tier, today: after)
        == "Your Premium+ ended on 2027-11-18. You keep everything in Premium.")
    #expect(TierLimits.canAddActiveHabit(activeCount: 7, tier: tier, today: after) == .allowed)
  }

  @Test func theLatestPremiumPlusWins() throws {
    let renewed = try licence(.premiumPlus, issued: day("2027-11-10"))
    let tier = Membership(licences: [try licence(.premiumPlus), renewed]).tier
    #expect(tier == .premiumPlus(expires: day("2028-11-10")))
  }

  @Test func thePayloadRoundTrips() throws {
    for kind in LicenceKind.allCases {
      let claims = try licence(kind)
      #expect(try LicenceClaims(payload: claims.payload) == claims)
    }
  }

  @Test func unreadablePayloadsAreRefused() {
    let bad = [
      "", "ripple-licence-1\npremium\nada@example.com\n2026-11-18",
      "ripple-licence-2\npremium\nada@example.com\n2026-11-18\n",
      "ripple-licence-1\ngold\nada@example.com\n2026-11-18\n",
      "ripple-licence-1\npremium\n\n2026-11-18\n",
      "ripple-licence-1\npremium\nada@example.com\n2026-13-01\n",
      "ripple-licence-1\npremium\nada@example.com\n2026-11-18\n2027-11-18",
      "ripple-licence-1\npremium-plus\nada@example.com\n2026-11-18\n",
      "ripple-licence-1\npremium-plus\nada@example.com\n2026-11-18\n2026-11-17",
    ]
    for payload in bad {
      #expect(throws: LicenceError.self, "\(payload)") { try LicenceClaims(payload: payload) }
    }
  }
}
