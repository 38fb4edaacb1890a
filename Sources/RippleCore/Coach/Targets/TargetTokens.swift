/// A goal statement's words and numbers, lower case: "run 5k by 6:30am" reads as run, 5, k,
/// by, 6:30, am. Hyphens inside words join ("push-ups" reads "pushups"); "5,000" is 5000.
enum TargetToken: Hashable, Sendable {
  case word(String)
  case number(Double)
  /// "6:30", in minutes after midnight.
  case clock(Int)

  var word: String? {
    if case .word(let word) = self { return word }
    return nil
  }

  var number: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  static func of(_ text: String) -> [TargetToken] {
    let characters = Array(text.lowercased())
    var tokens: [TargetToken] = []
    var index = 0
    while index < characters.count {
      let character = characters[index]
      if let digit = character.wholeNumberValue, character.isASCII {
        var value = Double(digit)
        index += 1
        var fraction = 0.0
        var scale = 0.1
        var sawPoint = false
        while index < characters.count {
          let next = characters[index]
          if let digit = next.wholeNumberValue, next.isASCII {
            if sawPoint {
              fraction += Double(digit) * scale
              scale /= 10
            } else {
              value = value * 10 + Double(digit)
            }
            index += 1
          } else if next == "," && !sawPoint && Self.threeDigits(characters, after: index) {
            index += 1
          } else if next == "." && !sawPoint && Self.digit(characters, at: index + 1) {
            sawPoint = true
            index += 1
          } else {
            break
          }
        }
        if !sawPoint, index + 2 < characters.count + 0, characters[index] == ":",
          Self.digit(characters, at: index + 1), Self.digit(characters, at: index + 2)
        {
          let minutes =
            (characters[index + 1].wholeNumberValue ?? 0) * 10
            + (characters[index + 2].wholeNumberValue ?? 0)
          tokens.append(.clock(Int(value) * 60 + minutes))
          index += 3
        } else {
          tokens.append(.number(value + fraction))
        }
      } else if character.isLetter {
        var word = ""
        while index < characters.count {
          let next = characters[index]
          if next.isLetter {
            word.append(next)
          } else if (next == "-" || next == "'" || next == "’") && index + 1 < characters.count
            && characters[index + 1].isLetter && !word.isEmpty
          {
            // joined: "push-ups", "don't"
          } else {
            break
          }
          index += 1
        }
        tokens.append(.word(word))
      } else {
        if character == "$" || character == "€" || character == "£" {
          tokens.append(.word(String(character)))
        }
        index += 1
      }
    }
    return tokens
  }

  private static func digit(_ characters: [Character], at index: Int) -> Bool {
    index < characters.count && characters[index].isASCII
      && characters[index].wholeNumberValue != nil
  }

  private static func threeDigits(_ characters: [Character], after index: Int) -> Bool {
    (1...3).allSatisfy { digit(characters, at: index + $0) } && !digit(characters, at: index + 4)
  }
}
