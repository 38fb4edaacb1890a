/// One habit an owner shares with a partner: what the partner sees it called, from which day
/// and until which day.
public struct PartnerShare: Hashable, Sendable {
  public var habitID: HabitID
  /// The name the partner sees instead of the habit's own ("Evening habit"); nil for its own.
  public var displayName: String?
  /// The day the grant began: the partner sees nothing before it unless `includePast`.
  public var since: Day
  /// The grant's last day, judged on the owner's day by the server's clock; nil for no end.
  public var until: Day?
  public var includePast: Bool
  public var createdAt: Int64

  public init(
    habitID: HabitID, displayName: String?, since: Day, until: Day?, includePast: Bool,
    createdAt: Int64
  ) {
    self.habitID = habitID
    self.displayName = displayName
    self.since = since
    self.until = until
    self.includePast = includePast
    self.createdAt = createdAt
  }

  /// Whether the grant holds on the owner's `today`: an ended grant shows nothing at all.
  public func isLive(on today: Day) -> Bool {
    guard let until else { return true }
    return today <= until
  }

  /// The first day the partner may see of a habit that began on `start`.
  public func firstVisibleDay(habitStart start: Day) -> Day {
    includePast ? start : max(start, since)
  }

  /// The longest other name a habit may be shown under.
  public static let maxDisplayNameLength = 60

  /// The other name, trimmed and checked: nil when blank; a problem naming `displayName` when
  /// too long or holding control characters.
  public static func displayName(_ text: String?) throws(ValidationError) -> String? {
    guard let text, !TextRules.isBlank(text) else { return nil }
    let trimmed = text.trimmed
    try TextRules.check(
      trimmed, field: "displayName", limit: maxDisplayNameLength,
      tooLong: "'displayName' must be at most \(maxDisplayNameLength) characters")
    return trimmed
  }
}
