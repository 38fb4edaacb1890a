/// How often a goal says: "every day", "daily" and an amount "a day" are 7 days a week; "3 times a
/// week", "twice a week", "on weekdays" their days; nil when the goal names no frequency.
enum Frequency {
  static func days(in text: String) -> Int? {
    let tokens = TargetParser.joined(TargetToken.of(text))
    let words = tokens.map { $0.word ?? "#" }
    let has = { (phrase: [String]) in TargetParser.contains(words, phrase) }
    for index in tokens.indices {
      guard let value = tokens[index].number, value >= 1, value <= 7 else { continue }
      let next = TargetParser.word(tokens, index + 1) ?? ""
      if TargetUnits.times.contains(next) || next == "x",
        TargetParser.weekFollows(tokens, after: index + 1)
      {
        return Int(value)
      }
      if next == "x" || next == "times", TargetParser.word(tokens, index + 2) == "weekly" {
        return Int(value)
      }
    }
    if has(["twice", "a", "week"]) || has(["twice", "weekly"]) || has(["two", "days", "a", "week"])
    {
      return 2
    }
    if has(["once", "a", "week"]) || has(["once", "weekly"]) || words.contains("weekly")
      || has(["every", "week"]) || has(["each", "week"])
    {
      return 1
    }
    if words.contains("weekdays") || has(["every", "weekday"]) || has(["each", "weekday"]) {
      return 5
    }
    if words.contains("weekends") || has(["every", "weekend"]) { return 2 }
    let daily: [[String]] = [
      ["every", "day"], ["each", "day"], ["every", "night"], ["each", "night"],
      ["every", "morning"], ["each", "morning"], ["every", "evening"], ["each", "evening"],
      ["a", "day"], ["per", "day"], ["a", "night"], ["per", "night"], ["every", "single", "day"],
    ]
    if words.contains("daily") || words.contains("everyday") || words.contains("nightly")
      || daily.contains(where: has)
    {
      return 7
    }
    return nil
  }
}
