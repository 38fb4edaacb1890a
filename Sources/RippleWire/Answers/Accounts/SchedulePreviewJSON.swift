#if !hasFeature(Embedded)
import RippleCore

/// `POST /api/v1/schedules/preview`: a draft schedule in words and the days over the next two
/// weeks it would be due on, as the engine decides them (`SchedulePreview`).
public struct SchedulePreviewJSON: WireObject, Sendable {
  public var preview: SchedulePreview

  public init(_ preview: SchedulePreview) { self.preview = preview }

  public static let wireName = "SchedulePreview"
  public static let wireSummary = "A draft schedule in words and its due days over the next 14 days"
  public static let wireFields: [WireField<SchedulePreviewJSON>] = [
    WireField("scheduleText", "The schedule in words, with the user's first weekday") {
      $0.preview.text
    },
    WireField("flexible", "No fixed days (times_per_week, times_in_days)") { $0.preview.flexible },
    WireField("days") { $0.preview.days.map(SchedulePreviewDayJSON.init) },
  ]
}

/// One day of a schedule's preview, and whether the schedule is due on it.
public struct SchedulePreviewDayJSON: WireObject, Sendable {
  public var previewDay: SchedulePreview.PreviewDay

  public init(_ previewDay: SchedulePreview.PreviewDay) { self.previewDay = previewDay }

  public static let wireName = "SchedulePreviewDay"
  public static let wireSummary = "A day of the preview and whether the schedule is due on it"
  public static let wireFields: [WireField<SchedulePreviewDayJSON>] = [
    WireField("day", as: .day) { $0.previewDay.day.text },
    WireField("weekday", as: .named("Weekday")) { $0.previewDay.day.weekday.code },
    WireField("due") { $0.previewDay.due },
  ]
}
#endif
