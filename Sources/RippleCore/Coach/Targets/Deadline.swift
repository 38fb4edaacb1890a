/// The timeline a goal's own words set: "next week", "this weekend", "in 3 weeks", "within 10
/// days". Months and years are left alone: "4 books in a month" is a pace as often as a date.
enum Deadline {
  /// The weeks from the start's week through the named day (this week is 1, next week 2), or
  /// nil when the words name none.
  static func weeks(in text: String) -> Int? {
    let tokens = TargetParser.joined(TargetToken.of(text))
    for index in tokens.indices {
      guard let word = tokens[index].word else { continue }
      let next = TargetParser.word(tokens, index + 1)
      switch word {
      case "today", "tonight", "tomorrow": return 1
      case "this"
      where next == "week" || next == "weekend" || next == "saturday"
        || next == "sunday":
        return 1
      case "next" where next == "week" || next == "weekend": return 2
      case "in", "within":
        var position = index + 1
        if TargetParser.word(tokens, position) == "the" { position += 1 }
        if TargetParser.word(tokens, position) == "next" { position += 1 }
        var amount = tokens.indices.contains(position) ? tokens[position].number : nil
        if amount == nil, ["a", "one"].contains(TargetParser.word(tokens, position) ?? "") {
          amount = 1
        }
        if TargetParser.word(tokens, position) == "fortnight" { return 2 }
        guard let amount, amount >= 1, amount <= 104 * 7 else { continue }
        switch TargetParser.word(tokens, position + 1) {
        case "week", "weeks", "wk", "wks": return Int(amount.rounded(.up))
        case "day", "days": return max(1, Int((amount / 7).rounded(.up)))
        default: continue
        }
      default: continue
      }
    }
    return nil
  }
}
