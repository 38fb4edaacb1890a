import Crypto
import Foundation
import RippleCore
import RipplePrivate
import RippleStore

/// Private mode's words on this machine: what the account's sealed items say (a habit's name and
/// description, a category's name, a day's note and mood, the coach's words), opened with the
/// account key, by id.
/// The store's rows hold neutral names in their place (`PrivateItem.neutralName`);
/// `PrivateWords+Overlay` lays these back over the models, and `PrivateWords+Sealing` seals new
/// ones. The web app keeps the same items (js/private/words.js).
struct PrivateWords: Sendable {
  let key: SymmetricKey
  var habits: [String: HabitWords] = [:]
  var categories: [String: CategoryWords] = [:]
  /// By "habit id/yyyy-MM-dd".
  var days: [String: DayWords] = [:]
  /// The coach's words by token ("Private roadmap 9F8E7D6C"): a goal's, its plan's, its
  /// reflections' (`PrivateWords+Tokens`).
  var tokens: [String: String] = [:]

  /// Opens `record` and keeps its words; an item whose words are not JSON of its kind's shape
  /// is skipped, as the web app skips it.
  mutating func open(_ record: PrivateItemRecord) throws(PrivateModeError) {
    guard let kind = PrivateItem.Kind(rawValue: record.kind), kind != .accountKey else { return }
    let text = try ItemSeal.open(
      record.sealed, for: PrivateItem(kind: kind, id: record.id), key: key)
    let data = Data(text.utf8)
    let decoder = JSONDecoder()
    switch kind {
    case .habit: habits[record.id] = try? decoder.decode(HabitWords.self, from: data)
    case .category: categories[record.id] = try? decoder.decode(CategoryWords.self, from: data)
    case .day: days[record.id] = try? decoder.decode(DayWords.self, from: data)
    case .goal, .roadmap:
      tokens["Private \(kind.rawValue) \(record.id)"] =
        (try? decoder.decode(TokenWords.self, from: data))?.text
    default: return
    }
  }
}
