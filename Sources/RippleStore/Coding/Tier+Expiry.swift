import RippleCore

extension Tier {
  /// The last premium day of a premium+ plan.
  var expiry: Day? {
    if case .premiumPlus(let expires) = self { return expires }
    return nil
  }
}
