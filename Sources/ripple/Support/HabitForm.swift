import Foundation
import RippleCore
import RippleStore

/// Applies the options `add` and `edit` share to a habit.
struct HabitForm {
  var schedule: ScheduleOptions
  var measure: MeasureOptions
  var details: HabitDetailsOptions

  func apply(to habit: inout Habit, session: Session) async throws {
    if let schedule = schedule.schedule(today: session.today, current: habit.schedule) {
      habit.schedule = schedule
    }
    if let measure = try measure.measure(current: habit.measure) { habit.measure = measure }
    if let color = details.color { habit.color = try ColorChoice.hex(color) }
    if !details.reminder.isEmpty {
      habit.reminders = details.reminder.sorted { $0.minuteOfDay < $1.minuteOfDay }
    }
    if let description = details.description { habit.description = description }
    if let icon = details.icon { habit.icon = icon }
    if let name = details.category {
      habit.categoryID = try await category(named: name, for: habit, session: session)
    }
  }

  /// The category called `name` (any case), created when there is none; the habit is checked
  /// first so a habit that cannot be saved leaves no new category behind.
  private func category(
    named name: String, for habit: Habit, session: Session
  ) async throws -> CategoryID {
    let categories = try await session.categories()
    let key = name.trimmed.lowercased()
    if let existing = categories.first(where: { $0.name.lowercased() == key }) {
      return existing.id
    }
    var check = habit
    if check.color.isEmpty { check.color = Palette.auto[0].hex }
    let others = try await session.habits()
    do {
      _ = try HabitValidation.validated(check, among: others)
    } catch {
      throw StoreError.invalid(field: error.field, message: error.message)
    }
    let category = Category(
      id: CategoryID(UUID().uuidString), name: name,
      color: Palette.autoColor(habitCount: categories.count).hex)
    return try await session.createCategory(category).id
  }
}
