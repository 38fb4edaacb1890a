import RippleCore

extension Tier {
  /// The code the `settings.tier` column holds: the API's code, except for a Premium+ bought on
  /// top of Premium, which must fall back to Premium when it ends.
  var storedCode: String {
    if case .premiumPlus(_, true) = self { return "premium_plus_on_premium" }
    return code
  }
}
