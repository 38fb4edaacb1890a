import Foundation
import RippleCore
import RipplePrivate
import RippleStore

/// New words sealed under the account key, as the items the store keeps, and the words with them
/// taken in.
extension PrivateWords {
  func sealed(
    _ value: some Encodable, kind: PrivateItem.Kind, id: String, now: Int64
  ) throws -> PrivateItemRecord {
    let text = String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
    let item = PrivateItem(kind: kind, id: id)
    return PrivateItemRecord(
      kind: kind.rawValue, id: id, sealed: try ItemSeal.seal(text, for: item, key: key),
      updatedAt: now)
  }

  func with(habit id: HabitID, _ words: HabitWords) -> PrivateWords {
    var changed = self
    changed.habits[id.rawValue] = words
    return changed
  }

  func with(category id: CategoryID, _ words: CategoryWords) -> PrivateWords {
    var changed = self
    changed.categories[id.rawValue] = words
    return changed
  }

  func with(day id: String, _ words: DayWords) -> PrivateWords {
    var changed = self
    changed.days[id] = words
    return changed
  }
}
