import Crypto
import Foundation
import RippleCore
import RipplePrivate
import RippleStore

/// Private mode's words on this machine: what the account's sealed items say (a habit's name and
/// description, a category's name, a day's note and mood), opened with the account key, by id.
/// The store's rows hold neutral names in their place; `PrivateWords+Overlay` lays these back
/// over the models, and `PrivateWords+Sealing` seals new ones. The web app keeps the same items
/// (js/private/words.js).
struct PrivateWords: Sendable {
  let key: SymmetricKey
  var habits: [String: HabitWords] = [:]
  var categories: [String: CategoryWords] = [:]
  /// By "habit id/yyyy-MM-dd".
  var days: [String: DayWords] = [:]

  /// The neutral name a row holds for a habit (or a category) in private mode: the kind's word
  /// and the id's first eight letters or digits, "Private habit 6F1C2A3B".
  static func neutralName(_ kind: PrivateItem.Kind, id: String) -> String {
    "Private \(kind.rawValue) " + id.replacingOccurrences(of: "-", with: "").prefix(8).uppercased()
  }

  /// Whether `name` has the form of a neutral name.
  static func isNeutral(_ name: String) -> Bool {
    name.wholeMatch(of: /Private (habit|category) [0-9A-Za-z]{1,8}/) != nil
  }

  /// Opens `record` and keeps its words. Items of kinds the CLI does not show (goals, roadmaps)
  /// are left as they are; an item whose words are not JSON of its kind's shape is skipped, as
  /// the web app skips it.
  mutating func open(_ record: PrivateItemRecord) throws(PrivateModeError) {
    guard let kind = PrivateItem.Kind(rawValue: record.kind),
      [.habit, .category, .day].contains(kind)
    else { return }
    let text = try ItemSeal.open(
      record.sealed, for: PrivateItem(kind: kind, id: record.id), key: key)
    let data = Data(text.utf8)
    let decoder = JSONDecoder()
    switch kind {
    case .habit: habits[record.id] = try? decoder.decode(HabitWords.self, from: data)
    case .category: categories[record.id] = try? decoder.decode(CategoryWords.self, from: data)
    case .day: days[record.id] = try? decoder.decode(DayWords.self, from: data)
    default: return
    }
  }
}
