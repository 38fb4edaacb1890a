/// Lower-case words of a text: letters and digits, everything else separates.
enum Words {
  static func of(_ text: String) -> [String] {
    var words: [String] = []
    var current = ""
    for character in text.lowercased() {
      if character.isLetter || character.isNumber {
        current.append(character)
      } else if character == "'" || character == "’" {
        continue
      } else if !current.isEmpty {
        words.append(current)
        current = ""
      }
    }
    if !current.isEmpty { words.append(current) }
    return words
  }

  /// Whether `word` is `stem` or starts with it, allowing one typo (not in the
  /// first letter) for stems of 5 letters or more.
  static func matches(_ word: [Character], stem: [Character]) -> Bool {
    if word.count >= stem.count && word[0..<stem.count].elementsEqual(stem) { return true }
    guard stem.count >= 5, word.first == stem.first else { return false }
    for length in (stem.count - 1)...(stem.count + 1) where length <= word.count {
      if withinOneEdit(Array(word[0..<length]), stem) { return true }
    }
    return false
  }

  /// Whether one insertion, deletion, substitution or swap of neighbours turns `a` into `b`.
  static func withinOneEdit(_ a: [Character], _ b: [Character]) -> Bool {
    if a.count == b.count {
      var differences: [Int] = []
      for index in a.indices where a[index] != b[index] {
        differences.append(index)
        if differences.count > 2 { return false }
      }
      if differences.count <= 1 { return true }
      let (i, j) = (differences[0], differences[1])
      return j == i + 1 && a[i] == b[j] && a[j] == b[i]
    }
    let (short, long) = a.count < b.count ? (a, b) : (b, a)
    guard long.count - short.count == 1 else { return false }
    var skipped = false
    var (s, l) = (0, 0)
    while s < short.count {
      if short[s] == long[l] {
        s += 1
        l += 1
      } else {
        if skipped { return false }
        skipped = true
        l += 1
      }
    }
    return true
  }
}
