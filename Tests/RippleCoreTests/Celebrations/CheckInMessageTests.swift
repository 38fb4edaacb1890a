import RippleCore
import Testing

@Suite struct CheckInMessageTests {
  private let water = habit(
    "Drink water", measure: .numeric(target: 8, unit: "glasses", kind: .atLeast))
  private let coffee = habit(
    "Coffee", measure: .numeric(target: 2, unit: "cups", kind: .atMost))
  private let read = habit("Read")

  private func text(
    _ habit: Habit, _ state: CheckInState = .done, value: Double? = nil
  )
    -> String
  {
    CheckInMessage.text(
      habit: habit, checkIn: CheckIn(habitID: habit.id, day: monday, state: state, value: value))
  }

  @Test func partialAmountsAreLoggedNotCompleted() {
    #expect(text(water, value: 3) == "3 of 8 glasses logged")
    #expect(text(water, value: 0) == "0 of 8 glasses logged")
    #expect(text(water, value: 8) == "Drink water completed")
    #expect(text(coffee, value: 1) == "Coffee completed")
    #expect(text(coffee, value: 3) == "3 cups logged, over the limit of 2")
  }

  @Test func statesOfAYesNoHabit() {
    #expect(text(read) == "Read completed")
    #expect(text(read, value: 3) == "Read completed")
    #expect(text(read, .skipped) == "Read skipped")
    #expect(text(read, .missed) == "Read marked not done")
    #expect(text(water, .skipped, value: 3) == "Drink water skipped")
    #expect(CheckInMessage.text(habit: read, checkIn: nil) == "Read marked not complete")
  }
}
