/// One word of a text as search sees it: its folded scalars, and where it sits in the text in
/// UTF-16 code units (what a browser's string indexes count), so a match can be marked.
public struct SearchToken: Sendable, Equatable {
  /// The word folded (`SearchFolding`).
  public var folded: [Unicode.Scalar]
  /// Where the word starts in the text.
  public var start: Int
  /// For each folded scalar, the text's UTF-16 offset just past the scalar it came from.
  var ends: [Int]

  /// The words of `text`, in order.
  public static func words(of text: String) -> [SearchToken] {
    var tokens: [SearchToken] = []
    var current: SearchToken?
    var offset = 0
    for scalar in text.unicodeScalars {
      let width = scalar.value > 0xFFFF ? 2 : 1
      defer { offset += width }
      guard let folded = SearchFolding.fold(scalar) else {
        if let token = current, !token.folded.isEmpty { tokens.append(token) }
        current = nil
        continue
      }
      var token = current ?? SearchToken(folded: [], start: offset, ends: [])
      if token.folded.isEmpty && folded.isEmpty {
        // A mark with no letter before it starts nothing.
        continue
      }
      for each in folded {
        token.folded.append(each)
        token.ends.append(offset + width)
      }
      if folded.isEmpty, !token.ends.isEmpty { token.ends[token.ends.count - 1] = offset + width }
      current = token
    }
    if let token = current, !token.folded.isEmpty { tokens.append(token) }
    return tokens
  }

  /// The folded word as text.
  public var text: String {
    var result = ""
    result.unicodeScalars.append(contentsOf: folded)
    return result
  }

  /// Whether `word` (folded) starts this word.
  func starts(with word: [Unicode.Scalar]) -> Bool {
    folded.count >= word.count && folded.prefix(word.count).elementsEqual(word)
  }

  /// The part of the text that `word`, a prefix of this word, covers.
  func mark(for word: [Unicode.Scalar]) -> SearchMark {
    SearchMark(start: start, end: ends[word.count - 1])
  }
}

/// A highlighted stretch of a text, in UTF-16 code units, `end` excluded.
public struct SearchMark: Sendable, Equatable {
  public var start: Int
  public var end: Int

  public init(start: Int, end: Int) {
    self.start = start
    self.end = end
  }
}
