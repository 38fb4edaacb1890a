import RippleCore

/// The rules of signing up and of copying an account in, decided over what a backend read in its
/// transaction: who the new account is, the invite it uses up, and whether its email is free.
package enum AccountWritePlan {
  /// A sign-up as planned: the account to insert and, when the server asks for invites, the
  /// digest of the invite it uses up.
  package struct SignUp: Equatable {
    package var account: Account
    package var inviteHash: String?
  }

  /// The first account is the local user (whose data the server held before accounts) and the
  /// admin; every later one takes `newID` and, when the server asks for invites, needs one.
  package static func signUp(
    email: String, passwordHash: String, newID: UserID, invite: InviteRule, now: Int64,
    existingAccounts: Int
  ) throws(StoreError) -> SignUp {
    let isFirst = existingAccounts == 0
    let id = isFirst ? UserID.local : newID
    var inviteHash: String?
    if !isFirst, case .neededAfterFirst(let codeHash) = invite {
      guard let codeHash else {
        throw .invalid(field: "inviteCode", message: "An invite code is needed to sign up here")
      }
      inviteHash = codeHash
    }
    let account = Account(
      id: id, email: email, passwordHash: passwordHash, isAdmin: isFirst, createdAt: now)
    return SignUp(account: account, inviteHash: inviteHash)
  }

  /// The invite was there to use up: unknown, used and expired codes all answer alike.
  package static func requireInviteUsed(changedRows: Int) throws(StoreError) {
    guard changedRows == 1 else {
      throw .invalid(field: "inviteCode", message: "This invite code is unknown, used or expired")
    }
  }

  /// An email (or, for a copied account, its id) is not another account's. A sign-up checks it
  /// after the invite, so that without one a taken email answers as a free one does.
  package static func requireFree(taken: Bool) throws(StoreError) {
    guard !taken else { throw .conflict("An account with this email already exists") }
  }
}
