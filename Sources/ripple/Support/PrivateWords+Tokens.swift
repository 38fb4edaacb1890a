import Foundation
import RippleCore
import RippleServices
import RippleStore

/// The coach's words in private mode, as the web app keeps them (js/private/coach.js): each text a
/// goal keeps goes to the store as a token, "Private goal 1A2B3C4D" or "Private roadmap 9F8E7D6C",
/// sealed as an item of that kind whose id is the token's code; what is shown has the tokens
/// swapped back for the words.
extension PrivateWords {
  /// `text` with every token it quotes swapped for its words.
  func shown(_ text: String) -> String {
    guard text.contains("Private ") else { return text }
    return WordSwap(tokens.map { ($0.key, $0.value) })(text)
  }

  /// The state with every token swapped for its words, to show (never to store).
  func shown(_ state: CoachState) -> CoachState {
    state.reworded { shown($0) }
  }

  /// Whether `text` quotes a token: a text the store made around one holds no words of the person.
  static func quotesToken(_ text: String) -> Bool {
    text.contains(/Private (goal|roadmap) [0-9A-Za-z]{1,8}/)
  }

  /// A fresh token of `kind` for `text`, not one in use: the token, and its sealed item.
  mutating func token(
    for text: String, kind: PrivateItem.Kind, now: Int64
  ) throws -> (token: String, item: PrivateItemRecord) {
    var code: String
    var token: String
    repeat {
      code = String(UUID().uuidString.replacingOccurrences(of: "-", with: "").prefix(8))
      token = "Private \(kind.rawValue) \(code)"
    } while tokens[token] != nil
    tokens[token] = text
    return (token, try sealed(TokenWords(text: text), kind: kind, id: code, now: now))
  }
}
