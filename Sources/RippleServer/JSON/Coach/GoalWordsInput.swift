/// `PUT /goals/{id}/words`: `{"words": [{"from", "to"}]}`, the words to swap throughout the goal.
struct GoalWordsInput: Decodable, Sendable {
  var words: [Swap]

  struct Swap: Decodable, Sendable {
    var from: String
    var to: String
  }

  /// The most swaps one request carries.
  static let limit = 500
  /// The most characters a `from` or a `to` has.
  static let textLimit = 1000

  /// The swaps, each checked: 1 to `limit` of them, a `from` that is not empty, texts within
  /// `textLimit` characters and without control characters but tabs and line breaks.
  func checked() throws(APIError) -> [(from: String, to: String)] {
    guard (1...Self.limit).contains(words.count) else {
      throw .invalid("Give 1 to \(Self.limit) words to swap", field: "words")
    }
    for (index, swap) in words.enumerated() {
      guard !swap.from.isEmpty else {
        throw .invalid("A word to swap is not empty", field: "words[\(index)].from")
      }
      try GoalDraftInput.text(swap.from, field: "words[\(index)].from", limit: Self.textLimit)
      try GoalDraftInput.text(swap.to, field: "words[\(index)].to", limit: Self.textLimit)
    }
    return words.map { ($0.from, $0.to) }
  }
}
