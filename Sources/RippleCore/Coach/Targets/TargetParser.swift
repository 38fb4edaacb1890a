/// Reads the target a goal states: "run a 5k" is 5 km, "save $5000" is 5000 $, "go to bed
/// before 11pm" is a 23:00 bedtime, "from 20 cigarettes to none" is 0 cigarettes from 20.
/// Pure and deterministic; a number it cannot place stays unknown (nil), never guessed.
public enum TargetParser {
  /// The stated target of `text`, in `domain` (which names the unit of a bare cutting-down
  /// count such as "down to 5 a day", and reads "quit" as none).
  public static func target(of text: String, domain: Domain? = nil) -> GoalTarget? {
    let tokens = joined(TargetToken.of(text))
    let words = tokens.compactMap { $0.word }
    var found: [(rank: Int, index: Int, quantity: Quantity)] = []
    if let marathon = marathon(tokens) { found.append((-1, marathon.index, marathon.quantity)) }
    for index in tokens.indices {
      if let candidate = reading(tokens, at: index, words: words, domain: domain) {
        found.append((candidate.rank, index, candidate.quantity))
      }
    }
    if let fromTo = fromTo(tokens, domain: domain) { return fromTo }
    guard let best = found.min(by: { ($0.rank, $0.index) < ($1.rank, $1.index) }) else {
      return fallback(words, domain: domain)
    }
    let period: TargetPeriod?
    if best.quantity.unit == "times" {
      period = .week
    } else if best.quantity.isClock {
      period = nil
    } else {
      period = self.period(in: tokens, after: best.index)
    }
    return GoalTarget(best.quantity, period: period)
  }

  /// Rank 0 is the strongest reading: distance, money, weight, counts, clock, duration, then
  /// frequency.
  static func reading(
    _ tokens: [TargetToken], at index: Int, words: [String], domain: Domain?
  ) -> (rank: Int, quantity: Quantity)? {
    let next = word(tokens, index + 1)
    let previous = word(tokens, index - 1)
    if case .clock(let minutes) = tokens[index] {
      return (4, clock(minutes, suffix: next, tokens: tokens, index: index))
    }
    guard var value = tokens[index].number else { return nil }
    if let previous, let currency = TargetUnits.money[previous], previous.count == 1 {
      if next == "k" { value *= 1000 }
      return (1, Quantity(value, currency))
    }
    if let previous, ["at", "by", "before", "until", "till"].contains(previous), value <= 12,
      next == nil || !(TargetUnits.minutes.contains(next!) || TargetUnits.hours.contains(next!)),
      words.contains(where: {
        TargetUnits.bedWords.contains($0) || TargetUnits.wakeWords.contains($0)
      })
    {
      return (4, clock(Int(value) * 60, suffix: nil, tokens: tokens, index: index))
    }
    guard let next else { return nil }
    if next == "k", let noun = countNoun(tokens, after: index + 1) {
      return (3, Quantity(value * 1000, noun))
    }
    if let currency = TargetUnits.money[next], next.count > 1 {
      return (1, Quantity(value, currency))
    }
    if next == "pounds" || next == "pound" {
      let weight = words.contains { TargetUnits.weightVerbs.contains($0) }
      return (weight ? 2 : 1, Quantity(value, weight ? "lb" : "£"))
    }
    if let unit = TargetUnits.distance[next] { return (0, Quantity(value, unit)) }
    if TargetUnits.metres.contains(next), value >= 100 { return (0, Quantity(value / 1000, "km")) }
    if let unit = TargetUnits.weight[next] { return (2, Quantity(value, unit)) }
    if next == "am" || next == "pm" || next == "oclock" {
      // "10.30pm" is half past ten.
      let hour = Int(value)
      let minutes = Int(((value - Double(hour)) * 100).rounded())
      return (
        4,
        clock(
          hour * 60 + minutes, suffix: next == "oclock" ? nil : next, tokens: tokens, index: index)
      )
    }
    if TargetUnits.minutes.contains(next) { return (5, Quantity(value, "minutes")) }
    if TargetUnits.hours.contains(next) {
      if word(tokens, index + 2) == "and", word(tokens, index + 3) == "a",
        word(tokens, index + 4) == "half"
      {
        value += 0.5
      }
      return (5, Quantity(value, "hours"))
    }
    if let noun = countNoun(tokens, after: index) { return (3, Quantity(value, noun)) }
    if TargetUnits.times.contains(next), weekFollows(tokens, after: index + 1) {
      return (6, Quantity(value, "times"))
    }
    if let previous, ["at", "by", "before", "until", "till"].contains(previous), value <= 12,
      words.contains(where: {
        TargetUnits.bedWords.contains($0) || TargetUnits.wakeWords.contains($0)
      })
    {
      return (4, clock(Int(value) * 60, suffix: nil, tokens: tokens, index: index))
    }
    if let domain, domain.isCuttingDown, let previous,
      ["to", "than", "max", "most"].contains(previous),
      let unit = CuttingUnits.unit(of: domain)
    {
      return (3, Quantity(value, unit))
    }
    return nil
  }

  /// The counted noun after the number at `index`, allowing one describing word between
  /// ("10 more pages", "8 glasses of water").
  static func countNoun(_ tokens: [TargetToken], after index: Int) -> String? {
    if let next = word(tokens, index + 1), let noun = TargetUnits.counts[next] { return noun }
    if let between = word(tokens, index + 1),
      [
        "more", "full", "big", "small", "new", "consecutive", "strict", "proper", "real", "good",
        "fewer", "less", "alcoholic", "extra", "short", "whole",
      ].contains(between),
      let next = word(tokens, index + 2), let noun = TargetUnits.counts[next]
    {
      return noun
    }
    return nil
  }

  static func weekFollows(_ tokens: [TargetToken], after index: Int) -> Bool {
    (index + 1...index + 3).contains { position in
      let word = word(tokens, position)
      return word == "week" || word == "weekly" || word == "wk"
    }
  }

  /// A clock time in minutes after midnight: a bedtime after midnight counts on (00:30 is
  /// 1470) and an evening hour written without "pm" is read as evening.
  static func clock(_ minutes: Int, suffix: String?, tokens: [TargetToken], index: Int) -> Quantity
  {
    var bed: Bool?
    var position = index - 1
    while position >= 0 && position >= index - 6 && bed == nil {
      if let word = word(tokens, position) {
        if TargetUnits.bedWords.contains(word) { bed = true }
        if TargetUnits.wakeWords.contains(word) { bed = false }
      }
      position -= 1
    }
    var value = minutes
    let hour = minutes / 60
    if suffix == "pm" && hour < 12 { value += 720 }
    if suffix == "am" && hour == 12 { value -= 720 }
    let isBed = bed ?? (suffix == "pm" || (suffix == nil && hour >= 7 && hour <= 11))
    if isBed {
      if suffix == nil && hour >= 7 && hour <= 11 { value += 720 }
      if value < 720 { value += 1440 }
    }
    return Quantity(Double(value), isBed ? "bedtime" : "wake")
  }

  /// "Half marathon" is 21.1 km, "marathon" 42.2 km.
  static func marathon(_ tokens: [TargetToken]) -> (index: Int, quantity: Quantity)? {
    for index in tokens.indices {
      guard let word = tokens[index].word else { continue }
      if word == "halfmarathon" || (word == "marathon" && self.word(tokens, index - 1) == "half") {
        return (index, Quantity(21.1, "km"))
      }
      if word == "marathon" { return (index, Quantity(42.2, "km")) }
    }
    return nil
  }

  /// "From 20 cigarettes a day to none", "from 3 hours to 1".
  static func fromTo(_ tokens: [TargetToken], domain: Domain?) -> GoalTarget? {
    guard let fromIndex = tokens.firstIndex(of: .word("from")),
      let start = tokens[(fromIndex + 1)...].prefix(2).compactMap { $0.number }.first,
      let toIndex = tokens[(fromIndex + 1)...].firstIndex(of: .word("to")),
      toIndex <= fromIndex + 7
    else { return nil }
    let startIndex = tokens[(fromIndex + 1)...].firstIndex { $0.number != nil } ?? fromIndex
    var unit: String?
    if let noun = countNoun(tokens, after: startIndex) { unit = noun }
    if let next = word(tokens, startIndex + 1) {
      if TargetUnits.hours.contains(next) { unit = "hours" }
      if TargetUnits.minutes.contains(next) { unit = "minutes" }
    }
    let target: Double
    let afterTo = tokens[toIndex + 1..<min(tokens.count, toIndex + 3)]
    if let value = afterTo.compactMap({ $0.number }).first {
      target = value
      if unit == nil, let noun = countNoun(tokens, after: toIndex + 1) { unit = noun }
    } else if let word = word(tokens, toIndex + 1), TargetUnits.none.contains(word) {
      target = 0
    } else {
      return nil
    }
    if unit == nil, let domain { unit = CuttingUnits.unit(of: domain) }
    guard let unit else { return nil }
    return GoalTarget(
      Quantity(target, unit), period: period(in: tokens, after: startIndex), from: start)
  }

  /// No number: quitting is none; "every day" and "twice a week" are frequencies.
  static func fallback(_ words: [String], domain: Domain?) -> GoalTarget? {
    if let domain, domain.isCuttingDown, domain != .screenTime,
      words.contains(where: { TargetUnits.quitWords.contains($0) })
        || contains(words, ["give", "up"]) || contains(words, ["no", "more"]),
      let unit = CuttingUnits.unit(of: domain)
    {
      let vaping = words.contains { $0 == "vaping" || $0 == "vape" || $0 == "vapes" }
      return GoalTarget(Quantity(0, vaping ? "vapes" : unit), period: .day)
    }
    if words.contains("twice"),
      weekFollows(words.map(TargetToken.word), after: words.firstIndex(of: "twice")!)
    {
      return GoalTarget(Quantity(2, "times"), period: .week)
    }
    if words.contains("once"),
      weekFollows(words.map(TargetToken.word), after: words.firstIndex(of: "once")!)
    {
      return GoalTarget(Quantity(1, "times"), period: .week)
    }
    if words.contains("daily") || words.contains("everyday") || contains(words, ["every", "day"])
      || contains(words, ["each", "day"])
    {
      return GoalTarget(Quantity(7, "times"), period: .week)
    }
    return nil
  }

  /// The period named within four tokens after `index`.
  static func period(in tokens: [TargetToken], after index: Int) -> TargetPeriod? {
    let words = tokens.map { $0.word ?? "#" }
    let end = min(words.count, index + 7)
    guard index + 1 < end else { return nil }
    for start in (index + 1)..<end {
      for entry in TargetUnits.periods where start + entry.words.count <= words.count {
        if Array(words[start..<start + entry.words.count]) == entry.words { return entry.period }
      }
    }
    return nil
  }

  /// Number words become numbers ("twenty pages", "an hour", "half an hour"), and split
  /// units join ("push ups").
  static func joined(_ tokens: [TargetToken]) -> [TargetToken] {
    var result: [TargetToken] = []
    var index = 0
    while index < tokens.count {
      let token = tokens[index]
      let next = word(tokens, index + 1)
      if let word = token.word {
        if word == "half", next == "an" || next == "a", self.word(tokens, index + 2) == "hour" {
          result += [.number(30), .word("minutes")]
          index += 3
          continue
        }
        if word == "an" || word == "a", next == "hour" || next == "mile" {
          result.append(.number(1))
          index += 1
          continue
        }
        if let value = TargetUnits.numberWords[word], word != "one" || next != nil {
          result.append(.number(value))
          index += 1
          continue
        }
        if ["push", "pull", "sit", "press", "chin"].contains(word), next == "ups" || next == "up" {
          result.append(.word(word + "ups"))
          index += 2
          continue
        }
      }
      result.append(token)
      index += 1
    }
    return result
  }

  static func word(_ tokens: [TargetToken], _ index: Int) -> String? {
    tokens.indices.contains(index) ? tokens[index].word : nil
  }

  static func contains(_ words: [String], _ phrase: [String]) -> Bool {
    guard words.count >= phrase.count else { return false }
    return (0...(words.count - phrase.count)).contains {
      Array(words[$0..<$0 + phrase.count]) == phrase
    }
  }
}

/// What a cutting-down domain counts.
public enum CuttingUnits {
  public static func unit(of domain: Domain) -> String? {
    switch domain {
    case .smoking: return "cigarettes"
    case .alcohol: return "drinks"
    case .sugar: return "sweets"
    case .screenTime: return "hours"
    default: return nil
    }
  }
}
