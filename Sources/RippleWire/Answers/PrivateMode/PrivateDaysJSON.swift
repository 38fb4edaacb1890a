#if !hasFeature(Embedded)
/// `PUT /api/v1/private/days`: whether each day's words were written, in the order sent.
public struct PrivateDaysJSON: WireObject, Sendable {
  public var days: [PrivateDayJSON]

  public init(days: [PrivateDayJSON]) { self.days = days }

  public static let wireName = "PrivateDays"
  public static let wireSummary = "Each day's words written, or left as they were"
  public static let wireFields: [WireField<PrivateDaysJSON>] = [
    WireField("days") { $0.days }
  ]
}

/// One day of `PrivateDaysJSON`.
public struct PrivateDayJSON: WireObject, Sendable {
  public var habitId: String
  public var day: String
  public var applied: Bool

  public init(habitId: String, day: String, applied: Bool) {
    self.habitId = habitId
    self.day = day
    self.applied = applied
  }

  public static let wireName = "PrivateDay"
  public static let wireSummary = "A day's words, and whether they were written"
  public static let wireFields: [WireField<PrivateDayJSON>] = [
    WireField("habitId") { $0.habitId },
    WireField("day", "yyyy-MM-dd") { $0.day },
    WireField(
      "applied",
      "false when the day's check-in was written later, or the day has none (or its habit is gone)"
    ) { $0.applied },
  ]
}
#endif
