import Foundation
import RippleCore
import RippleStore

/// The writes whose words private mode seals: a habit's name and description, a category's name
/// and a day's note and mood go into sealed items (`writePrivateItems`), and the rows get neutral
/// words in their place, as the web app writes them (js/private/writes.js). Outside private mode
/// each is the store's own write.
extension Session {
  /// Creates `habit` (with its words) and answers it as stored, with its words.
  func createHabit(_ habit: Habit) async throws -> Habit {
    guard let words else { return try await store.createHabit(habit, for: user, today: today) }
    let sealed = try await habitWords(habit)
    let created = try await store.createHabit(neutral(habit), for: user, today: today)
    try await save(words.sealed(sealed, kind: .habit, id: habit.id.rawValue, now: nowMillis))
    return words.with(habit: habit.id, sealed).habit(created)
  }

  /// Saves `habit` (as the session showed it, with any change made). Its words are sealed anew
  /// when `wordsChanged`; a habit whose row held its neutral name keeps it, and one whose row
  /// holds plain words (made by a template or an import) keeps them unless they change.
  func updateHabit(_ habit: Habit, wordsChanged: Bool) async throws -> Habit {
    guard let words else { return try await store.updateHabit(habit, for: user, today: today) }
    let stored = try await store.habit(habit.id, for: user)
    let wasNeutral = stored.name == PrivateItem.neutralName(.habit, id: habit.id.rawValue)
    guard wordsChanged || wasNeutral else {
      return try await store.updateHabit(habit, for: user, today: today)
    }
    guard wordsChanged else {
      return words.habit(try await store.updateHabit(neutral(habit), for: user, today: today))
    }
    let sealed = try await habitWords(habit)
    let updated = try await store.updateHabit(neutral(habit), for: user, today: today)
    try await save(words.sealed(sealed, kind: .habit, id: habit.id.rawValue, now: nowMillis))
    return words.with(habit: habit.id, sealed).habit(updated)
  }

  /// Creates `category` (with its name), its row named neutrally.
  func createCategory(_ category: Category) async throws -> Category {
    guard let words else {
      return try await store.createCategory(category, for: user, today: today)
    }
    let checked = try CategoryValidation.validated(category, among: try await categories())
    let neutral = PrivateItem.neutralName(.category, id: UUID().uuidString.uppercased())
    var row = category
    row.name = neutral
    let created = try await store.createCategory(row, for: user, today: today)
    let sealed = PrivateWords.CategoryWords(name: checked.name, neutral: neutral)
    try await save(words.sealed(sealed, kind: .category, id: created.id.rawValue, now: nowMillis))
    return words.with(category: created.id, sealed).category(created)
  }

  /// Seals a day's note and mood as a write stamped `at` sets them (nil leaves one as it is,
  /// "" removes the note), unless words stamped later stand; answers the words after.
  func sealDay(
    habit: HabitID, day: Day, note: String?, mood: Mood?, at: Int64
  ) async throws -> PrivateWords? {
    guard let words, note != nil || mood != nil else { return self.words }
    let id = PrivateItem.day(habit: habit, day).id
    let before = words.days[id]
    if let held = before?.at, held > at { return words }
    let after = PrivateWords.DayWords(
      note: note.map { $0.isEmpty ? nil : $0 } ?? before?.note,
      mood: mood?.rawValue ?? before?.mood, at: at)
    try await save(words.sealed(after, kind: .day, id: id, now: nowMillis))
    return words.with(day: id, after)
  }

  /// The habit's words, checked as its row would be (name and description rules, a name no
  /// other habit has) against the other habits' words.
  private func habitWords(_ habit: Habit) async throws -> PrivateWords.HabitWords {
    var check = habit
    if check.color.isEmpty { check.color = Palette.auto[0].hex }
    let checked = try HabitValidation.validated(check, among: try await habits(.all))
    return PrivateWords.HabitWords(name: checked.name, description: checked.description)
  }

  /// The habit's row as private mode keeps it: its neutral name and no description.
  func neutral(_ habit: Habit) -> Habit {
    var row = habit
    row.name = PrivateItem.neutralName(.habit, id: habit.id.rawValue)
    row.description = ""
    return row
  }

  private func save(_ item: PrivateItemRecord) async throws {
    try await store.writePrivateItems([item], removing: [], for: user)
  }
}
