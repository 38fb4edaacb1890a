/// What a person typed into search, as words: each must start a word of what it finds,
/// ignoring case and accents; several words narrow the result. Operators, quotes and `*` are
/// not syntax: they end words like any other punctuation.
public struct SearchQuery: Sendable, Equatable {
  /// The words, folded, each once, in the order typed.
  public let words: [[Unicode.Scalar]]

  /// The longest query, in characters.
  public static let maximumLength = 200
  /// The most words a query keeps; more are ignored (each one only narrows further).
  public static let maximumWords = 10

  /// Why a query cannot be searched for.
  public enum Problem: Error, Equatable {
    /// Nothing to search for: empty, blank, or only punctuation and symbols.
    case noWords
    case tooLong

    /// What to tell the person, naming the field `q`.
    public var message: String {
      switch self {
      case .noWords: return "Type a word to search for: letters or digits"
      case .tooLong: return "A search is at most \(SearchQuery.maximumLength) characters"
      }
    }
  }

  public init(_ text: String) throws(Problem) {
    guard text.unicodeScalars.count <= Self.maximumLength * 2, text.count <= Self.maximumLength
    else { throw .tooLong }
    var words: [[Unicode.Scalar]] = []
    for token in SearchToken.words(of: text) where !words.contains(token.folded) {
      words.append(token.folded)
      if words.count == Self.maximumWords { break }
    }
    guard !words.isEmpty else { throw .noWords }
    self.words = words
  }

  /// The words as text.
  public var wordTexts: [String] {
    words.map { word in
      var text = ""
      text.unicodeScalars.append(contentsOf: word)
      return text
    }
  }

  /// Where the query's words start words of `texts` taken together (every word must, in one of
  /// them), as each text's marks in order; nil when one of the words is in none of them.
  public func match(_ texts: [String]) -> [[SearchMark]]? {
    let tokens = texts.map(SearchToken.words(of:))
    for word in words where !tokens.contains(where: { $0.contains { $0.starts(with: word) } }) {
      return nil
    }
    return tokens.map(marks)
  }

  /// Where the query's words start words of `text`; nil unless every word does.
  public func match(_ text: String) -> [SearchMark]? {
    match([text])?[0]
  }

  /// The marks of every word of the query in `tokens`: for each token the longest word that
  /// starts it, in order.
  private func marks(_ tokens: [SearchToken]) -> [SearchMark] {
    tokens.compactMap { token in
      let longest = words.filter(token.starts(with:)).max { $0.count < $1.count }
      return longest.map(token.mark(for:))
    }
  }
}
