import RippleCore

extension Tier {
  /// The last premium day of a premium+ plan.
  var expiry: Day? {
    if case .premiumPlus(let expires, _) = self { return expires }
    return nil
  }

  /// The code the `settings.tier` column holds: the API's code, except for a Premium+ bought on
  /// top of Premium, which must fall back to Premium when it ends.
  var storedCode: String {
    if case .premiumPlus(_, true) = self { return "premium_plus_on_premium" }
    return code
  }
}
