/// A plain grammar check for the coach's generated sentences: counts agree with their nouns
/// ("1 week", never "1 weeks"), no empty amounts ("$0", "0 minutes"), no word twice in a row, no
/// "null", "nil" or "undefined", no placeholder left unreplaced, no stray spaces or punctuation.
enum Grammar {
  /// Plural nouns the coach counts; "1" before one of them is a disagreement.
  static let plurals = [
    "weeks", "days", "changes", "minutes", "hours", "pages", "words", "glasses", "cigarettes",
    "drinks", "sweets", "treats", "sets", "reps", "push-ups", "pull-ups", "squats", "times",
    "sessions", "outings", "meals", "portions", "steps", "metres", "rides", "dinners", "stages",
    "seconds", "books", "people", "lengths", "vapes", "rounds", "nights", "mornings", "lunges",
    "planks", "runs", "walks", "groups", "home-cooked", "no-spend", "alcohol-free", "sugar-free",
    "smoke-free", "free", "more", "new",
  ]

  /// The problems in `text`, in words.
  static func problems(in text: String) -> [String] {
    var found: [String] = []
    let words = text.split(whereSeparator: { $0 == " " || $0 == "\n" }).map(String.init)
    for (index, word) in words.enumerated() where index + 1 < words.count {
      let next = clean(words[index + 1])
      let bare = clean(word)
      if word == "1" && isPlural(next, after: index + 1, in: words) {
        found.append("\"1 \(next)\"")
      }
      if bare == "0" || bare == "$0" || bare == "€0" || bare == "£0" {
        found.append("an empty amount \"\(word) \(words[index + 1])\"")
      }
      // "the the"; "2 weeks (weeks 3 to 4)" is not a doubled word.
      if !bare.isEmpty, bare == word, next == words[index + 1],
        bare.lowercased() == next.lowercased(), bare.first?.isLetter == true
      {
        found.append("\"\(bare)\" twice")
      }
    }
    if let last = words.last, ["$0", "€0", "£0"].contains(clean(last)) {
      found.append("an empty amount")
    }
    for word in words.map({ clean($0).lowercased() })
    where ["null", "nil", "undefined", "nan"].contains(word) {
      found.append("\"\(word)\"")
    }
    // "et al., 2010" is how a study is cited.
    let cited = text.replacingOccurrences("al.,", with: "al")
    for mark in [
      "{", "}", "\\(", "%@", "%d", "  ", " ,", " .", " :", " ;", "..", ",.", ".,", "Optional(",
    ]
    where cited.contains(mark) {
      found.append("\"\(mark)\"")
    }
    if text.hasPrefix(" ") || text.hasSuffix(" ") { found.append("spaces around it") }
    if let first = text.first, first.isLowercase { found.append("starts in lower case") }
    return found
  }

  /// "1 more weeks" and "1 new people" read past the first word.
  static func isPlural(_ word: String, after index: Int, in words: [String]) -> Bool {
    let lowered = word.lowercased()
    if [
      "more", "new", "free", "alcohol-free", "sugar-free", "smoke-free", "no-spend", "home-cooked",
    ]
    .contains(lowered) {
      guard index + 1 < words.count else { return false }
      return isPlural(clean(words[index + 1]), after: index + 1, in: words)
    }
    return plurals.contains(lowered)
  }

  /// `word` without the punctuation around it.
  static func clean(_ word: String) -> String {
    var characters = Array(word)
    let edges: Set<Character> = [
      ",", ".", ";", ":", "!", "?", "(", ")", "\u{201C}", "\u{201D}", "\"",
    ]
    while let last = characters.last, edges.contains(last) { characters.removeLast() }
    while let first = characters.first, edges.contains(first) { characters.removeFirst() }
    return String(characters)
  }
}

extension String {
  /// The text with every `part` replaced.
  func replacingOccurrences(_ part: String, with replacement: String) -> String {
    split(separator: part, omittingEmptySubsequences: false).joined(separator: replacement)
  }
}
