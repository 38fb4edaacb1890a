extension NotificationPlanner {
  /// Motivational lines, one a day.
  public static let motivationLines = [
    "Small steps lead to big changes",
    "You're building something great",
    "Consistency is key",
  ]

  /// At most one motivation a day, at a time that varies from day to day between 10:00 and 18:00
  /// on the wall clock; the same day always gives the same time and line.
  static func motivation(_ input: NotificationDay) -> DueNotification {
    let n = input.day.daysSinceEpoch
    let index = ((n % motivationLines.count) + motivationLines.count) % motivationLines.count
    let offset = ((n &* 97) % 480 + 480) % 480
    return DueNotification(
      kind: .motivation, key: "motivation", habitID: nil,
      fireAt: input.instant(minuteOfDay: 10 * 60 + offset), title: motivationLines[index],
      body: "A moment for your habits today.")
  }
}
