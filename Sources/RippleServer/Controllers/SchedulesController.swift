import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `/api/v1/schedules`: pure computations over a draft schedule that the habit form shows
/// before the habit exists. Nothing is stored.
struct SchedulesController<Repository: RippleRepository>: Sendable {
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post("preview", use: preview)
  }

  /// The draft's words and due days from the user's today; a schedule that habit creation
  /// would refuse is refused with the same 422 and field.
  @Sendable func preview(
    _ request: Request, context: AppRequestContext
  ) async throws -> SchedulePreviewJSON {
    var request = request
    let input = try await request.json(SchedulePreviewInput.self)
    let schedule = input.schedule.schedule
    try HabitValidation.validate(schedule)
    let now = try await calendar.now(request, context)
    return SchedulePreviewJSON(
      SchedulePreview(schedule, today: now.today, firstWeekday: now.settings.firstWeekday))
  }
}
