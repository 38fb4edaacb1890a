/// Recognises a goal's domain from its words, typos and all.
public struct DomainRecognizer: Sendable {
  /// What the words scored, best first.
  public struct Match: Hashable, Sendable {
    public var domain: Domain
    public var score: Int
  }

  /// The score from which a domain counts as named, not just hinted at.
  public static let clearScore = 3

  private struct Key: Sendable {
    var domain: Domain
    var words: [[Character]]
    var weight: Int
    var exact: Bool
  }

  private let keys: [Key]

  public init() {
    var keys: [Key] = []
    for domain in Domain.allCases {
      for (stem, weight) in DomainKeywords.of(domain) {
        let words = Words.of(stem).map { Array($0) }
        keys.append(Key(domain: domain, words: words, weight: weight, exact: stem.hasSuffix(".")))
      }
    }
    self.keys = keys
  }

  /// The built-in recogniser, made once.
  public static let shared = DomainRecognizer()

  /// The domain with the best score, or `.general` when none is clear: a word that names a
  /// domain, or a lone domain that words lean towards ("walk more").
  public func domain(of text: String) -> Domain {
    let found = scored(text)
    let words = Words.of(text)
    // Screens away before bed is a phone-free evening, not a daily limit.
    if found == .screenTime,
      words.contains(where: { ["bed", "bedtime", "sleep", "bedroom", "night"].contains($0) })
    {
      return .phoneFree
    }
    // An action the goal says to do every day (or so many days a week), with no amount: a
    // daily yes/no habit.
    if found == .general, Frequency.days(in: text) != nil,
      TargetParser.target(of: text).map({ $0.quantity.unit == "times" }) ?? true
    {
      return .dailyHabit
    }
    return found
  }

  /// The domain the words score best, or `.general`.
  func scored(_ text: String) -> Domain {
    let matches = matches(in: text)
    guard let best = matches.first else { return .general }
    if best.score >= Self.clearScore { return best.domain }
    let runnerUp = matches.count > 1 ? matches[1].score : 0
    return best.score == Self.clearScore - 1 && runnerUp < best.score ? best.domain : .general
  }

  /// Every domain the text points to, best first (ties in `Domain.allCases` order).
  public func matches(in text: String) -> [Match] {
    let words = Words.of(text).map { Array($0) }
    var scores = [Int](repeating: 0, count: Domain.allCases.count)
    for key in keys where Self.occurs(key.words, exact: key.exact, in: words) {
      scores[Domain.allCases.firstIndex(of: key.domain)!] += key.weight
    }
    var result: [Match] = []
    for (index, domain) in Domain.allCases.enumerated() where scores[index] > 0 {
      result.append(Match(domain: domain, score: scores[index]))
    }
    // Ties keep `Domain.allCases` order (the result is built in that order).
    return result.enumerated().sorted {
      $0.element.score != $1.element.score
        ? $0.element.score > $1.element.score : $0.offset < $1.offset
    }.map { $0.element }
  }

  private static func occurs(
    _ phrase: [[Character]], exact: Bool, in words: [[Character]]
  )
    -> Bool
  {
    guard !phrase.isEmpty, words.count >= phrase.count else { return false }
    if phrase.count == 1 {
      if exact { return words.contains { $0 == phrase[0] } }
      return words.contains { Words.matches($0, stem: phrase[0]) }
    }
    for start in 0...(words.count - phrase.count) {
      var all = true
      for (offset, part) in phrase.enumerated() {
        let word = words[start + offset]
        let isLast = offset == phrase.count - 1
        if isLast ? !Words.matches(word, stem: part) : word != part {
          all = false
          break
        }
      }
      if all { return true }
    }
    return false
  }
}
