import Testing

@testable import RippleStore

@Suite("Token write plans: an access token's use to the minute, a refresh token's step")
struct TokenWritePlanTests {
  @Test func aUseIsRecordedWhenTheLastIsAMinuteOldOrThereIsNone() {
    #expect(TokenWritePlan.recordsUse(lastUsedAt: nil, now: 120_000))
    #expect(TokenWritePlan.recordsUse(lastUsedAt: 59_999, now: 120_000))
    #expect(!TokenWritePlan.recordsUse(lastUsedAt: 60_000, now: 120_000))
    #expect(!TokenWritePlan.recordsUse(lastUsedAt: 119_000, now: 120_000))
  }

  @Test func aLiveRefreshTokenRotates() {
    #expect(
      TokenWritePlan.refresh(usedAt: nil, revokedAt: nil, expiresAt: 2_000, now: 1_000) == .rotate)
  }

  @Test func anExpiredRefreshTokenIsRefused() {
    #expect(
      TokenWritePlan.refresh(usedAt: nil, revokedAt: nil, expiresAt: 1_000, now: 1_000) == .refuse)
  }

  @Test func aUsedOrRevokedRefreshTokenRevokesItsFamilyEvenWhenExpired() {
    #expect(
      TokenWritePlan.refresh(usedAt: 500, revokedAt: nil, expiresAt: 2_000, now: 1_000)
        == .revokeFamily)
    #expect(
      TokenWritePlan.refresh(usedAt: nil, revokedAt: 500, expiresAt: 100, now: 1_000)
        == .revokeFamily)
  }
}
