/// The plan a user's verified licences give: the engine's rule, so every client and
/// the server agree. The newest-ending Premium+ wins; a Premium licence is kept underneath it.
public struct Membership: Hashable, Sendable {
  public var licences: [LicenceClaims]

  public init(licences: [LicenceClaims]) {
    self.licences = licences
  }

  /// The stored plan: it does not change with the day (`Tier.current(on:)` does that).
  public var tier: Tier {
    let onPremium = licences.contains { $0.kind == .premium }
    let plusEnds = licences.compactMap { $0.kind == .premiumPlus ? $0.expires : nil }.max()
    if let plusEnds { return .premiumPlus(expires: plusEnds, onPremium: onPremium) }
    return onPremium ? .premium : .free
  }

  /// What to tell the user on `today` when Premium+ has ended: nothing is deleted; habits over
  /// the free limit stay, new ones need Premium.
  public static func notice(for tier: Tier, today: Day) -> String? {
    guard case .premiumPlus(let expires, let onPremium) = tier, today > expires else { return nil }
    if onPremium {
      return "Your Premium+ ended on \(expires.text). You keep everything in Premium."
    }
    return
      "Your Premium+ ended on \(expires.text). Nothing was deleted: habits over the free plan's limit stay, and new ones need Premium."
  }
}
