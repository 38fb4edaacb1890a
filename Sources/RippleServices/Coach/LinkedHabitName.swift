import RippleCore

/// The name the coach gives a goal's linked habit, when the goal is accepted and whenever a move,
/// a regenerated roadmap or an edit renames it after its stage: the stage's name, or, when another
/// of the person's habits already has it, the same followed by " (2)", " (3)"… (shortened to fit
/// the name limit), so that a goal or a move is never refused over a name the person did not
/// type.
enum LinkedHabitName {
  static func free(_ name: String, for id: HabitID, among habits: [Habit]) -> String {
    for number in 1...(habits.count + 1) {
      let candidate = number == 1 ? name : numbered(name, number)
      if (try? HabitValidation.validName(candidate, id: id, among: habits)) != nil {
        return candidate
      }
    }
    return name
  }

  static func numbered(_ name: String, _ number: Int) -> String {
    let suffix = " (\(number))"
    return String(name.trimmed.prefix(Limits.nameLength - suffix.count)).trimmed + suffix
  }
}
