import Foundation
import RippleCore
import RippleServices
import RippleStore

/// Words a template, an import or the coach wrote in plain, sealed afterwards as the web app
/// seals them (js/private/sweep.js): each goes into a sealed item first, then its row gets the
/// neutral word (a goal's words their tokens), so a sweep cut short loses nothing and the next one
/// carries on.
extension Session {
  /// Seals every habit's and category's plain words, and with `notes` every day's note and
  /// mood the rows still hold. Outside private mode it does nothing.
  func sealPlainWords(notes: Bool) async throws {
    guard let words else { return }
    // Goals first: a goal's habit takes its stage's token, and is then no longer plain.
    try await sealGoalWords(words)
    var items: [PrivateItemRecord] = []
    let habits = try await store.habits(for: user, filter: .all).filter {
      !PrivateItem.isNeutral($0.name) && !PrivateWords.quotesToken($0.name)
    }
    for habit in habits {
      let sealed = PrivateWords.HabitWords(name: habit.name, description: habit.description)
      items.append(try words.sealed(sealed, kind: .habit, id: habit.id.rawValue, now: nowMillis))
    }
    var categories: [Category] = []
    for category in try await store.categories(for: user)
    where !PrivateItem.isNeutral(category.name) {
      var row = category
      row.name = PrivateItem.neutralName(.category, id: UUID().uuidString.uppercased())
      let sealed = PrivateWords.CategoryWords(name: category.name, neutral: row.name)
      items.append(
        try words.sealed(sealed, kind: .category, id: category.id.rawValue, now: nowMillis))
      categories.append(row)
    }
    let days =
      notes
      ? try await store.checkIns(for: user, habit: nil, in: nil).filter {
        $0.note != nil || $0.mood != nil
      } : []
    for checkIn in days {
      let id = PrivateItem.day(habit: checkIn.habitID, checkIn.day).id
      if let held = words.days[id]?.at, held > checkIn.updatedAt { continue }
      let sealed = PrivateWords.DayWords(
        note: checkIn.note, mood: checkIn.mood?.rawValue, at: checkIn.updatedAt)
      items.append(try words.sealed(sealed, kind: .day, id: id, now: nowMillis))
    }
    guard !items.isEmpty else { return }
    try await store.writePrivateItems(items, removing: [], for: user)
    for habit in habits { _ = try await store.updateHabit(neutral(habit), for: user, today: today) }
    for row in categories { _ = try await store.updateCategory(row, for: user) }
    for checkIn in days {
      var row = checkIn
      row.note = nil
      row.mood = nil
      // Stamped past the write it replaces, whatever this machine's clock says.
      row.updatedAt = max(nowMillis, checkIn.updatedAt + 1)
      _ = try await store.upsertCheckIn(row, keeping: .neither, for: user)
    }
  }

  /// Seals every word of every goal (its text and answers, each roadmap's wording, its habit's
  /// and reflections' words) that the store holds in plain: each into a token's sealed item
  /// first, then swapped for the token in one write (`rewordGoal`).
  private func sealGoalWords(_ opened: PrivateWords) async throws {
    var words = opened
    for record in try await store.goals(for: user) {
      let id = record.id.rawValue
      let reflections = try await store.reflections(goal: id, for: user)
      var texts: [String] = []
      _ = record.state.reworded { text in
        texts.append(text)
        return text
      }
      texts += reflections.flatMap { [$0.worked, $0.hard] }
      let goal = record.state.goal
      let own = [goal.what, goal.why, goal.pastAttempts.otherText]
      var pairs: [(from: String, to: String)] = []
      var items: [PrivateItemRecord] = []
      for text in texts
      where !TextRules.isBlank(text) && !PrivateWords.quotesToken(text)
        && !pairs.contains(where: { $0.from == text })
      {
        let made = try words.token(
          for: text, kind: own.contains(text) ? .goal : .roadmap, now: nowMillis)
        pairs.append((text, made.token))
        items.append(made.item)
      }
      guard !pairs.isEmpty else { continue }
      try await store.writePrivateItems(items, removing: [], for: user)
      let swap = WordSwap(pairs)
      let millis = nowMillis
      _ = try await store.rewordGoal(id, for: user, today: today) { stored, habit, reflections in
        swap.swapped(stored, habit: habit, reflections: reflections, at: millis)
      }
    }
  }
}
