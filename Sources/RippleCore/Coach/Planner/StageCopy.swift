/// The words of a stage: its title, why it comes now (woven with the user's own "why"), tips.
enum StageCopy {
  static func title(_ rung: Rung, consolidation: Bool) -> String {
    consolidation ? "Settle in: \(rung.name)" : rung.name
  }

  static func rationale(
    week: Int, phase: Phase, rung: Rung, criterion: Criterion, consolidation: Bool,
    gentle: Bool, why: String
  ) -> String {
    var text: String
    if week == 0 {
      text =
        gentle
        ? "We start lighter this time, so it fits even a full day. "
          + "\(rung.name) on \(criterion.text) is about showing up, not effort."
        : "Week 1 starts small on purpose: \(rung.name.lowercased()) on \(criterion.text) "
          + "is easy to fit in, and showing up is what builds a habit."
    } else if consolidation {
      text =
        "The same habit as last week, so it can settle in and start to feel automatic "
        + "before the next step."
    } else {
      switch phase {
      case .foundation:
        text =
          "One small step up: \(rung.name.lowercased()). Your routine grows a little at a "
          + "time, which is what makes it last."
      case .building:
        text =
          "Building on your foundation: \(rung.name.lowercased()) on \(criterion.text) "
          + "turns a routine into real progress."
      case .mastery:
        text =
          "Making it yours: \(rung.name.lowercased()) on \(criterion.text) shows the habit "
          + "holds through an ordinary week."
      }
    }
    let reason = trimmed(why)
    if !reason.isEmpty { text += " You told us why this matters: \u{201C}\(reason)\u{201D}." }
    return text
  }

  static func tips(domain: Domain, phase: Phase, week: Int) -> [String] {
    let tips = DomainTips.of(domain)
    return [tips[week % tips.count], tips[(week + 1) % tips.count], DomainTips.of(phase)]
  }

  /// `text` without surrounding spaces or a final full stop, cut to 140 characters.
  static func trimmed(_ text: String) -> String {
    var characters = Array(text)
    while let last = characters.last, last == " " || last == "\n" || last == "." {
      characters.removeLast()
    }
    while let first = characters.first, first == " " || first == "\n" { characters.removeFirst() }
    if characters.count > 140 { characters = Array(characters[0..<139]) + ["…"] }
    return String(characters)
  }
}
