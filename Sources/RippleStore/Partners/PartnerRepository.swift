import RippleCore

/// Which invitation an acceptance answers: one sent to the accepting account's address, or the
/// one behind a link.
public enum PartnerInviteMatch: Sendable {
  case id(String)
  case linkDigest(String)
}

/// Partnerships between accounts, the invitations that lead to them and the habits shared in
/// them. The partner view's reads (`partnerGrants(to:)`) answer only what a live partnership
/// holds: ending one removes its shares in the same transaction.
public protocol PartnerRepository: Sendable {
  /// Adds `invite` unless its inviter has `limit` open invitations already
  /// (`StoreError.conflict`); expired ones are dropped first.
  func addPartnerInvite(_ invite: PartnerInvite, limit: Int, now: Int64) async throws
  /// The invitations `user` sent, and those waiting at `email` (theirs), oldest first.
  func partnerInvites(sentBy user: UserID, orTo email: String) async throws -> [PartnerInvite]
  /// Removes the invitation `id` when `user` sent it or it waits at `email`: a withdrawal or a
  /// decline. False when there is no such invitation for them.
  func removePartnerInvite(
    _ id: String, sentBy user: UserID?, orTo email: String?
  ) async throws -> Bool
  /// Accepts the invitation `match` names for `user` (whose e-mail is `email`), in one write:
  /// it must be open at `now`, not their own, and an e-mail invitation must be to `email`. The
  /// invitation is used up. Answers the partnership, or nil when no such invitation holds.
  func acceptPartnerInvite(
    _ match: PartnerInviteMatch, by user: UserID, email: String, id: String, now: Int64
  ) async throws -> Partnership?
  /// The partnerships `user` is in, oldest first.
  func partnerships(of user: UserID) async throws -> [Partnership]
  /// Ends the partnership and every share in it, at once; false when `user` is not in it.
  func endPartnership(_ id: String, for user: UserID) async throws -> Bool
  /// Shares (or changes the share of) `share.habitID` with the other side of `partnership`;
  /// nil when `owner` is not in it. The caller checks the habit is the owner's.
  func savePartnerShare(
    _ share: PartnerShare, in partnership: String, by owner: UserID
  ) async throws -> PartnerShare?
  /// Stops sharing the habit; false when it was not shared there.
  func removePartnerShare(
    _ habit: HabitID, in partnership: String, by owner: UserID
  ) async throws -> Bool
  /// Everything `owner` shares, in every partnership.
  func partnerGrants(by owner: UserID) async throws -> [PartnerGrant]
  /// Everything shared with `viewer` by the other side of their partnerships.
  func partnerGrants(to viewer: UserID) async throws -> [PartnerGrant]
  /// What `owner` shares, as a backup keeps it (with each partner's e-mail).
  func backedUpPartnerShares(of owner: UserID) async throws -> [BackupPartnerShare]
  /// Every partnership and open invitation of the store, for `ripple migrate-store`.
  func allPartnerships() async throws -> (partnerships: [Partnership], invites: [PartnerInvite])
  /// Stores partnerships and invitations as they are (`ripple migrate-store`).
  func copyPartnerships(_ partnerships: [Partnership], invites: [PartnerInvite]) async throws
}

extension PartnerRepository where Self: SharedStatementStore {
  public func addPartnerInvite(_ invite: PartnerInvite, limit: Int, now: Int64) async throws {
    try await write(reading: PartnerStatements.invites(sentBy: invite.inviter)) { existing in
      guard existing.count(where: { $0.isOpen(at: now) }) < limit else {
        throw StoreError.conflict(
          "You have \(limit) invitations waiting: withdraw one to send another")
      }
      return SharedWrite(
        (),
        [
          PartnerStatements.removeExpiredInvites(of: invite.inviter, now: now),
          PartnerStatements.addInvite(invite),
        ])
    }
  }

  public func partnerInvites(
    sentBy user: UserID, orTo email: String
  ) async throws -> [PartnerInvite] {
    try await all(PartnerStatements.invites(sentBy: user, orTo: email))
  }

  public func removePartnerInvite(
    _ id: String, sentBy user: UserID?, orTo email: String?
  ) async throws -> Bool {
    try await write(reading: PartnerStatements.invite(id)) { found in
      guard let invite = found.first,
        invite.inviter == user || (email != nil && invite.email == email)
      else { return SharedWrite(false) }
      return SharedWrite(true, [PartnerStatements.removeInvite(id)])
    }
  }

  public func acceptPartnerInvite(
    _ match: PartnerInviteMatch, by user: UserID, email: String, id: String, now: Int64
  ) async throws -> Partnership? {
    let query: SharedQuery<PartnerInvite>
    switch match {
    case .id(let invite): query = PartnerStatements.invite(invite)
    case .linkDigest(let digest): query = PartnerStatements.invite(linkDigest: digest)
    }
    return try await write(reading: query) { found in
      guard let invite = found.first, invite.isOpen(at: now), invite.inviter != user else {
        return SharedWrite(nil)
      }
      switch match {
      case .id: guard invite.email == email else { return SharedWrite(nil) }
      case .linkDigest: guard invite.isLink else { return SharedWrite(nil) }
      }
      let partnership = Partnership(
        id: id, first: invite.inviter, firstEmail: invite.inviterEmail, second: user,
        secondEmail: email, createdAt: now)
      return SharedWrite(
        partnership,
        [
          PartnerStatements.removeInvite(invite.id),
          PartnerStatements.removeInvites(between: partnership),
          PartnerStatements.addPartnership(partnership),
        ])
    }
  }

  public func partnerships(of user: UserID) async throws -> [Partnership] {
    try await all(PartnerStatements.partnerships(of: user))
  }

  public func endPartnership(_ id: String, for user: UserID) async throws -> Bool {
    try await write(reading: PartnerStatements.partnership(id)) { found in
      guard let partnership = found.first, partnership.includes(user) else {
        return SharedWrite(false)
      }
      return SharedWrite(true, PartnerStatements.endPartnership(id))
    }
  }

  public func savePartnerShare(
    _ share: PartnerShare, in partnership: String, by owner: UserID
  ) async throws -> PartnerShare? {
    try await write(reading: PartnerStatements.partnership(partnership)) { found in
      guard let found = found.first, found.includes(owner) else { return SharedWrite(nil) }
      return SharedWrite(share, [PartnerStatements.saveShare(share, in: partnership, by: owner)])
    }
  }

  public func removePartnerShare(
    _ habit: HabitID, in partnership: String, by owner: UserID
  ) async throws -> Bool {
    try await write(reading: PartnerStatements.share(habit, in: partnership, by: owner)) {
      found in
      SharedWrite(
        !found.isEmpty,
        found.isEmpty ? [] : [PartnerStatements.removeShare(habit, in: partnership, by: owner)])
    }
  }

  public func partnerGrants(by owner: UserID) async throws -> [PartnerGrant] {
    try await all(PartnerStatements.grants(by: owner))
  }

  public func partnerGrants(to viewer: UserID) async throws -> [PartnerGrant] {
    try await all(PartnerStatements.grants(to: viewer))
  }

  public func backedUpPartnerShares(of owner: UserID) async throws -> [BackupPartnerShare] {
    let partnerships = try await partnerships(of: owner)
    return try await partnerGrants(by: owner).compactMap { grant in
      partnerships.first { $0.id == grant.partnershipID }.map {
        BackupPartnerShare(
          partnershipID: grant.partnershipID, partner: $0.partnerName(seenBy: owner),
          share: grant.share)
      }
    }
  }

  public func allPartnerships() async throws -> (
    partnerships: [Partnership], invites: [PartnerInvite]
  ) {
    (try await all(PartnerStatements.allPartnerships), try await all(PartnerStatements.allInvites))
  }

  public func copyPartnerships(
    _ partnerships: [Partnership], invites: [PartnerInvite]
  ) async throws {
    try await run(
      partnerships.map(PartnerStatements.addPartnership) + invites.map(PartnerStatements.addInvite))
  }
}
