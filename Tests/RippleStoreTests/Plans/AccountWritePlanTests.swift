import RippleCore
import Testing

@testable import RippleStore

@Suite("Account write plans: the first account, invites and taken emails")
struct AccountWritePlanTests {
  func signUp(existing: Int, invite: InviteRule) throws -> AccountWritePlan.SignUp {
    try AccountWritePlan.signUp(
      email: "ann@example.com", passwordHash: "hash", newID: UserID("ann"), invite: invite,
      now: 1_000, existingAccounts: existing)
  }

  @Test func theFirstAccountIsTheLocalUserAndTheAdminWithoutAnInvite() throws {
    let plan = try signUp(existing: 0, invite: .neededAfterFirst(codeHash: nil))

    #expect(plan.account.id == .local && plan.account.isAdmin)
    #expect(plan.inviteHash == nil)
  }

  @Test func laterAccountsTakeTheirOwnIDAndUseTheInviteGiven() throws {
    let plan = try signUp(existing: 3, invite: .neededAfterFirst(codeHash: "digest"))

    #expect(plan.account.id == UserID("ann") && !plan.account.isAdmin)
    #expect(plan.account.createdAt == 1_000)
    #expect(plan.inviteHash == "digest")
  }

  @Test func withoutInvitesNoneIsUsed() throws {
    #expect(try signUp(existing: 3, invite: .notNeeded).inviteHash == nil)
  }

  @Test func aLaterAccountWithoutTheInviteAskedForIsRefusedOnItsField() {
    #expect(
      throws: StoreError.invalid(
        field: "inviteCode", message: "An invite code is needed to sign up here")
    ) { try signUp(existing: 1, invite: .neededAfterFirst(codeHash: nil)) }
  }

  @Test func anInviteThatChangedNoRowIsRefusedAsUnknownUsedOrExpired() throws {
    try AccountWritePlan.requireInviteUsed(changedRows: 1)
    #expect(
      throws: StoreError.invalid(
        field: "inviteCode", message: "This invite code is unknown, used or expired")
    ) { try AccountWritePlan.requireInviteUsed(changedRows: 0) }
  }

  @Test func aTakenEmailIsAConflict() throws {
    try AccountWritePlan.requireFree(taken: false)
    #expect(throws: StoreError.conflict("An account with this email already exists")) {
      try AccountWritePlan.requireFree(taken: true)
    }
  }
}
