import RippleCore
import RippleStore
import RippleWire

/// Partners: the one place each use case lives, for the API and `ripple partners`/`shared`.
/// An account invites another (by e-mail or a single-use link), the other accepts, and each
/// may then share habits with the other, one by one. What a partner reads is decided here, on
/// the server's clock, from live grants only: ending a partnership or a grant, or a grant's
/// last day passing, shows nothing more on the next request.
public struct Partnering: Sendable {
  public typealias Store = RippleRepository & PartnerRepository & AccountRepository

  public var store: any Store
  public var clock: ServerClock
  /// The account acting, and its e-mail.
  public var user: UserID
  public var email: String

  public init(store: any Store, clock: ServerClock, user: UserID, email: String) {
    self.store = store
    self.clock = clock
    self.user = user
    self.email = email
  }

  /// The account `user`, acting; `PartnerNotFound` when it has no account (local mode, where
  /// nobody signs in and so nobody could be a partner).
  public static func acting(
    as user: UserID, store: any Store, clock: ServerClock
  ) async throws -> Partnering {
    guard let account = try await store.account(user) else {
      throw PartnerNotFound(
        "Partners need accounts: start the server with 'ripple serve --accounts' and sign in")
    }
    return Partnering(store: store, clock: clock, user: user, email: account.email)
  }

  /// Open invitations one account may have waiting.
  public static let inviteLimit = 20
  /// How long an e-mail invitation waits, and a link works: 7 days.
  public static let inviteLifetime: Int64 = 7 * 24 * 60 * 60 * 1000

  // MARK: Invitations

  /// Invites `email` (normalized): answered the same whether an account has it or not, so an
  /// invitation tells nobody who is signed up here.
  public func invite(email text: String) async throws -> PartnerInviteCreatedJSON {
    try await PrivateModeAndPartners.checkPartnering(user, store: store)
    let address: String
    switch EmailAddress.normalized(text) {
    case .success(let normalized): address = normalized
    case .failure(let problem): throw ValidationError(field: "email", message: problem.message)
    }
    guard address != email else {
      throw ValidationError(field: "email", message: "That is your own address")
    }
    let now = clock.nowMillis()
    let waiting = try await store.partnerInvites(sentBy: user, orTo: email)
    if waiting.contains(where: { $0.inviter == user && $0.email == address && $0.isOpen(at: now) })
    {
      throw ValidationError(field: "email", message: "You invited \(address) already")
    }
    let partners = try await store.partnerships(of: user)
    if partners.contains(where: { $0.partnerName(seenBy: user) == address }) {
      throw ValidationError(field: "email", message: "You are partners with \(address) already")
    }
    let invite = PartnerInvite(
      id: PartnerIDs.invite(), inviter: user, inviterEmail: email, email: address,
      linkDigest: nil, createdAt: now, expiresAt: now + Self.inviteLifetime)
    try await store.addPartnerInvite(invite, limit: Self.inviteLimit, now: now)
    return PartnerInviteCreatedJSON(invite: PartnerInviteJSON(invite, seenBy: user), link: nil)
  }

  /// A single-use invitation link; its secret is answered this once and kept as a digest.
  public func inviteByLink() async throws -> PartnerInviteCreatedJSON {
    try await PrivateModeAndPartners.checkPartnering(user, store: store)
    let now = clock.nowMillis()
    let secret = SecretToken.generate(prefix: "rp_")
    let invite = PartnerInvite(
      id: PartnerIDs.invite(), inviter: user, inviterEmail: email, email: nil,
      linkDigest: secret.digest, createdAt: now, expiresAt: now + Self.inviteLifetime)
    try await store.addPartnerInvite(invite, limit: Self.inviteLimit, now: now)
    return PartnerInviteCreatedJSON(
      invite: PartnerInviteJSON(invite, seenBy: user),
      link: PartnerLinkJSON(token: secret.value, path: "/#/partners/join/\(secret.value)"))
  }

  /// Accepts an invitation sent to this account's address.
  public func accept(invite id: String) async throws -> PartnerJSON {
    try await accepting(.id(id), notFound: .invite)
  }

  /// Accepts the invitation behind a link's secret.
  public func join(token: String) async throws -> PartnerJSON {
    guard !token.isEmpty, token.utf8.count <= 200 else { throw PartnerNotFound.link }
    return try await accepting(.linkDigest(SecretToken.digest(of: token)), notFound: .link)
  }

  private func accepting(
    _ match: PartnerInviteMatch, notFound: PartnerNotFound
  ) async throws -> PartnerJSON {
    try await PrivateModeAndPartners.checkPartnering(user, store: store)
    let now = clock.nowMillis()
    guard
      let partnership = try await store.acceptPartnerInvite(
        match, by: user, email: email, id: PartnerIDs.partnership(), now: now)
    else { throw notFound }
    let current = try await store.partnerships(of: user)
    guard let kept = current.first(where: { $0.partner(of: user) == partnership.first }) else {
      throw notFound
    }
    return try await partnerJSON(kept, grants: try await store.partnerGrants(by: user))
  }

  /// Declines an invitation sent to this account's address; nothing is told to the inviter
  /// beyond its going from their list.
  public func decline(invite id: String) async throws {
    guard try await store.removePartnerInvite(id, sentBy: nil, orTo: email) else {
      throw PartnerNotFound.invite
    }
  }

  /// Withdraws an invitation this account sent (a link stops working at once).
  public func withdraw(invite id: String) async throws {
    guard try await store.removePartnerInvite(id, sentBy: user, orTo: nil) else {
      throw PartnerNotFound.invite
    }
  }

  // MARK: Partnerships and shares

  /// Partners, what this account shares with each, and the invitations still open.
  public func list() async throws -> PartnerListJSON {
    let now = clock.nowMillis()
    let partnerships = try await store.partnerships(of: user)
    let grants = try await store.partnerGrants(by: user)
    let received = try await store.partnerGrants(to: user)
    var partners: [PartnerJSON] = []
    for partnership in partnerships {
      var partner = try await partnerJSON(partnership, grants: grants)
      partner.sharedWithMe = received.count { $0.partnershipID == partnership.id }
      partners.append(partner)
    }
    let invites = try await store.partnerInvites(sentBy: user, orTo: email)
      .filter { $0.isOpen(at: now) }
      .map { PartnerInviteJSON($0, seenBy: user) }
    return PartnerListJSON(partners: partners, invites: invites)
  }

  /// Ends a partnership at once, with everything shared in it both ways.
  public func end(partnership id: String) async throws {
    guard try await store.endPartnership(id, for: user) else { throw PartnerNotFound.partnership }
  }

  /// Shares one of this account's habits with a partner, or changes how.
  public func share(
    _ habit: HabitID, with partnership: String, displayName: String?, until: Day?,
    includePast: Bool
  ) async throws -> PartnerShareJSON {
    try await PrivateModeAndPartners.checkPartnering(user, store: store)
    let found = try await store.habit(habit, for: user)
    let settings = try await store.settings(for: user)
    let today = clock.moment(for: settings).day
    if let until, until < today {
      throw ValidationError(field: "until", message: "'until' must be today or later")
    }
    let name = try PartnerShare.displayName(displayName)
    let existing = try await store.partnerGrants(by: user).first {
      $0.partnershipID == partnership && $0.share.habitID == habit
    }
    let share = PartnerShare(
      habitID: habit, displayName: name, since: existing?.share.since ?? today, until: until,
      includePast: includePast, createdAt: existing?.share.createdAt ?? clock.nowMillis())
    guard let saved = try await store.savePartnerShare(share, in: partnership, by: user) else {
      throw PartnerNotFound.partnership
    }
    return PartnerShareJSON(saved, habit: found)
  }

  /// Stops sharing a habit with a partner.
  public func unshare(_ habit: HabitID, with partnership: String) async throws {
    guard try await store.removePartnerShare(habit, in: partnership, by: user) else {
      throw StoreError.habitNotFound(habit)
    }
  }

  // MARK: What partners share with this account

  /// Every live grant to this account, partner by partner, each habit's grid on its owner's
  /// day by the server's clock.
  public func shared() async throws -> SharedListJSON {
    let partnerships = try await store.partnerships(of: user)
    let grants = try await store.partnerGrants(to: user)
    var partners: [SharedPartnerJSON] = []
    for partnership in partnerships {
      var habits: [SharedHabitJSON] = []
      for grant in grants where grant.partnershipID == partnership.id {
        if let habit = try await sharedHabit(grant) { habits.append(habit) }
      }
      partners.append(
        SharedPartnerJSON(
          id: partnership.id, name: partnership.partnerName(seenBy: user), habits: habits))
    }
    return SharedListJSON(partners: partners)
  }

  /// One shared habit; answered as a habit that does not exist unless a live grant shows it.
  public func shared(_ habit: HabitID, from partnership: String) async throws -> SharedHabitJSON {
    let grant = try await store.partnerGrants(to: user).first {
      $0.partnershipID == partnership && $0.share.habitID == habit
    }
    guard let grant, let shared = try await sharedHabit(grant) else {
      throw StoreError.habitNotFound(habit)
    }
    return shared
  }

  /// The grid of a grant that holds today; nil when it ended, or the habit is gone or archived.
  private func sharedHabit(_ grant: PartnerGrant) async throws -> SharedHabitJSON? {
    let habits = try await store.habits(for: grant.owner, filter: .all)
    guard let habit = habits.first(where: { $0.id == grant.share.habitID }), !habit.isArchived
    else { return nil }
    let settings = try await store.settings(for: grant.owner)
    let today = clock.moment(for: settings).day
    guard grant.share.isLive(on: today) else { return nil }
    let checkIns = try await store.checkIns(for: grant.owner, habit: habit.id, in: nil)
    let grid = SharedGrid(
      log: HabitLog(habit: habit, checkIns: checkIns), share: grant.share, today: today,
      firstWeekday: settings.firstWeekday)
    return SharedHabitJSON(
      id: habit.id.rawValue, name: grant.share.displayName ?? habit.name,
      scheduleText: habit.schedule.text(firstWeekday: settings.firstWeekday), grid: grid)
  }

  private func partnerJSON(
    _ partnership: Partnership, grants: [PartnerGrant]
  ) async throws -> PartnerJSON {
    let habits = try await store.habits(for: user, filter: .all)
    let shares = grants.filter { $0.partnershipID == partnership.id }.compactMap { grant in
      habits.first { $0.id == grant.share.habitID }.map { PartnerShareJSON(grant.share, habit: $0) }
    }
    return PartnerJSON(
      id: partnership.id, name: partnership.partnerName(seenBy: user),
      since: partnership.createdAt, shares: shares, sharedWithMe: 0)
  }
}

extension PartnerInviteJSON {
  init(_ invite: PartnerInvite, seenBy user: UserID) {
    let sent = invite.inviter == user
    self.init(
      id: invite.id, direction: sent ? "sent" : "received", kind: invite.isLink ? "link" : "email",
      email: sent ? invite.email : invite.inviterEmail, createdAt: invite.createdAt,
      expiresAt: invite.expiresAt)
  }
}

extension PartnerShareJSON {
  init(_ share: PartnerShare, habit: Habit) {
    self.init(
      habitId: share.habitID.rawValue, habitName: habit.name, displayName: share.displayName,
      since: share.since.text, until: share.until?.text, includePast: share.includePast,
      createdAt: share.createdAt)
  }
}
