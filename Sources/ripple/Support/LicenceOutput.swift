import RippleCore

/// What `ripple licence apply` and `show` print: the plan today, then each licence.
enum LicenceOutput {
  static func lines(tier: Tier, licences: [LicenceClaims], today: Day) -> [String] {
    let current = tier.current(on: today)
    var lines: [String]
    switch current {
    case .free: lines = ["Plan: Free"]
    case .premium: lines = ["Plan: Premium"]
    case .premiumPlus(let expires, _): lines = ["Plan: Premium+ (active until \(expires.text))"]
    }
    if let notice = Membership.notice(for: tier, today: today) { lines.append(notice) }
    for licence in licences {
      var line =
        "Licence: \(licence.kind.title) for \(licence.holder), issued \(licence.issued.text)"
      if let expires = licence.expires { line += ", until \(expires.text)" }
      lines.append(line)
    }
    if licences.isEmpty { lines.append("No licence applied.") }
    return lines
  }
}
