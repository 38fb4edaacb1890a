import RippleCore
import RippleStore

/// Private mode and partners exclude each other in this first version: a partner would be shown
/// the neutral names a private account's rows hold ("Private habit 6F1C2A3B"), not its habits,
/// and sealing a grid again for each partner is not built. The rule lives here: `Partnering` asks
/// it before inviting, accepting or sharing, and turning private mode on asks it first. Ending,
/// declining, withdrawing and unsharing are always allowed, so either way out stays open.
public struct PrivateModeAndPartners: Error, Equatable, Sendable {
  public var message: String

  /// A private account asked to invite, accept or share.
  public static let partnersRefused = PrivateModeAndPartners(
    message:
      "Partners aren't available in private mode yet: a partner would see only neutral names. "
      + "Turn private mode off first (Profile → Privacy).")
  /// An account with partners, or invitations out, asked to turn private mode on.
  public static let privateModeRefused = PrivateModeAndPartners(
    message:
      "Private mode and partners don't go together yet: end your partnerships and withdraw "
      + "your invitations first (Profile → Partners).")

  /// Refuses partnering to a private-mode account.
  public static func checkPartnering(
    _ user: UserID, store: any RippleRepository
  ) async throws {
    if try await store.isPrivate(user) { throw partnersRefused }
  }

  /// Refuses turning private mode on while `user` has a partner or an invitation still open.
  public static func checkTurningOn(
    _ user: UserID, email: String?, store: any PartnerRepository, now: Int64
  ) async throws {
    if !(try await store.partnerships(of: user)).isEmpty { throw privateModeRefused }
    let invites = try await store.partnerInvites(sentBy: user, orTo: email ?? "")
    if invites.contains(where: { $0.inviter == user && $0.isOpen(at: now) }) {
      throw privateModeRefused
    }
  }
}
