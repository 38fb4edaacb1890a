/// A count with its noun in agreement: "1 week", "3 weeks", "1 more week", "2 changes".
enum Counted {
  /// "1 week", "3 weeks"; `plural` when the noun does not just take an "s".
  static func text(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(number(Double(count))) \(count == 1 ? singular : plural ?? singular + "s")"
  }

  /// "about 1 more week", "about 3 more weeks".
  static func moreWeeks(_ count: Int) -> String {
    "about \(count) more \(count == 1 ? "week" : "weeks")"
  }

  /// `unit` as it reads after `amount`: "1 minute", "1 push-up", "1 glass" for the plural units
  /// the planner uses; units that are not plural nouns ("$", "bedtime") stay as they are.
  static func unit(_ unit: String, for amount: Double) -> String {
    guard amount == 1 else { return unit }
    if let singular = singulars[unit] { return singular }
    // "minutes running" → "minute running": the first word is the noun.
    let words = unit.split(separator: " ", maxSplits: 1).map(String.init)
    if words.count == 2, let first = singulars[words[0]] { return first + " " + words[1] }
    return unit
  }

  static let singulars: [String: String] = [
    "minutes": "minute", "hours": "hour", "pages": "page", "words": "word",
    "sentences": "sentence", "push-ups": "push-up", "pull-ups": "pull-up", "squats": "squat",
    "sit-ups": "sit-up", "burpees": "burpee", "lunges": "lunge", "dips": "dip", "reps": "rep",
    "glasses": "glass", "cigarettes": "cigarette", "drinks": "drink", "sweets": "sweet",
    "treats": "treat", "vapes": "vape", "changes": "change", "days": "day", "meals": "meal",
    "portions": "portion", "sets": "set", "steps": "step", "metres": "metre", "times": "time",
    "books": "book", "people": "person", "outings": "outing", "lengths": "length",
    "dinners": "dinner", "sessions": "session", "rides": "ride", "weeks": "week",
    "seconds": "second", "no-spend days": "no-spend day",
    "home-cooked dinners": "home-cooked dinner", "new people": "new person",
  ]

  /// "20 minutes running", "1 minute running", "8,000 steps".
  static func quantity(_ amount: Double, _ unit: String) -> String {
    "\(number(amount)) \(self.unit(unit, for: amount))"
  }

  /// Amounts as a person reads them: "8,000", "2.5", "30".
  static func number(_ amount: Double) -> String {
    let text = AmountText.format(amount)
    guard amount >= 1000, amount == amount.rounded() else { return text }
    var digits = Array(text)
    var grouped: [Character] = []
    while digits.count > 3 {
      grouped = [","] + Array(digits.suffix(3)) + grouped
      digits.removeLast(3)
    }
    return String(digits + grouped)
  }

  /// "$1,500", "€47".
  static func money(_ amount: Double, _ currency: String) -> String {
    currency + number(amount.rounded())
  }
}
