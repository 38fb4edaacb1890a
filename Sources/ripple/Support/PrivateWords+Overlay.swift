import RippleCore
import RippleServices

/// The words laid over the models the store answers, before the engine sees them: a habit or a
/// category whose row holds its neutral name gets its name (and description) back (a goal's habit
/// its stage's words for their tokens), a check-in its day's note and mood. What has no words (an item that did not open) keeps the neutral name.
extension PrivateWords {
  func habit(_ habit: Habit) -> Habit {
    guard habit.name == PrivateItem.neutralName(.habit, id: habit.id.rawValue),
      let words = habits[habit.id.rawValue]
    else {
      // A goal's habit, named after its stage's token.
      guard Self.quotesToken(habit.name) || Self.quotesToken(habit.description) else {
        return habit
      }
      var shown = habit
      shown.name = self.shown(habit.name)
      shown.description = self.shown(habit.description)
      return shown
    }
    var shown = habit
    shown.name = words.name
    shown.description = words.description
    return shown
  }

  func category(_ category: Category) -> Category {
    guard let words = categories[category.id.rawValue],
      category.name == words.neutral
        || (words.neutral == nil && PrivateItem.isNeutral(category.name))
    else { return category }
    var shown = category
    shown.name = words.name
    return shown
  }

  func checkIn(_ checkIn: CheckIn) -> CheckIn {
    guard let words = days[PrivateItem.day(habit: checkIn.habitID, checkIn.day).id] else {
      return checkIn
    }
    var shown = checkIn
    if let note = words.note, !note.isEmpty { shown.note = note }
    if let mood = words.mood.flatMap(Mood.init(rawValue:)) { shown.mood = mood }
    return shown
  }

  func log(_ log: HabitLog) -> HabitLog {
    HabitLog(habit: habit(log.habit), checkIns: log.checkIns.values.map(checkIn))
  }

  /// `text` with each habit's neutral name it quotes ("Private habit 6F1C2A3B completed")
  /// replaced by the habit's name, and each of the coach's tokens by its words.
  func sentence(_ text: String) -> String {
    let text = shown(text)
    guard text.contains("Private habit ") else { return text }
    var names: [String: String] = [:]
    for (id, words) in habits { names[PrivateItem.neutralName(.habit, id: id)] = words.name }
    return text.replacing(/Private habit [0-9A-Za-z]{1,8}/) { match in
      names[String(match.output)] ?? String(match.output)
    }
  }

  /// A check-in written or cleared, and the engine's outcome, with the words.
  func recorded(_ recorded: CheckInRecorded) -> CheckInRecorded {
    var shown = recorded
    shown.write.current = recorded.write.current.map(checkIn)
    shown.write.previous = recorded.write.previous.map(checkIn)
    shown.write.logs = recorded.write.logs.map(log)
    shown.outcome.card.habit = habit(recorded.outcome.card.habit)
    shown.outcome.card.todayCheckIn = recorded.outcome.card.todayCheckIn.map(checkIn)
    shown.outcome.checkIn = recorded.outcome.checkIn.map(checkIn)
    shown.outcome.message = sentence(recorded.outcome.message)
    return shown
  }
}
