import RippleCore
import Testing

@Suite struct PrivateItemTests {
  @Test func theAssociatedDataNamesTheVersionTheKindAndTheItem() throws {
    let day = PrivateItem.day(habit: HabitID("h-1"), try Day(parsing: "2026-11-30"))
    #expect(
      String(decoding: day.associatedData, as: UTF8.self) == "ripple-private/1|day|h-1/2026-11-30")
    let habit = PrivateItem(kind: .habit, id: "h-1")
    #expect(habit.associatedData != PrivateItem(kind: .habit, id: "h-2").associatedData)
    #expect(habit.associatedData != PrivateItem(kind: .goal, id: "h-1").associatedData)
  }
}
