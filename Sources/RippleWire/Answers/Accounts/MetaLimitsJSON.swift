#if !hasFeature(Embedded)
import RippleCore

/// The longest texts the engine takes, in characters.
public struct TextLimitsJSON: WireObject, Sendable {
  public init() {}

  public static let wireName = "TextLimits"
  public static let wireSummary = "Maximum lengths in characters"
  public static let wireFields: [WireField<TextLimitsJSON>] = [
    WireField("name") { _ in Limits.nameLength },
    WireField("description") { _ in Limits.descriptionLength },
    WireField("note") { _ in Limits.noteLength },
    WireField("unit") { _ in Limits.unitLength },
    WireField("categoryName") { _ in Limits.categoryNameLength },
    WireField("icon") { _ in Limits.iconLength },
  ]
}

/// The bounds of schedules, reminders and values the engine takes.
public struct ScheduleLimitsJSON: WireObject, Sendable {
  public init() {}

  public static let wireName = "ScheduleLimits"
  public static let wireSummary = "The bounds of schedules, reminders and values"
  public static let wireFields: [WireField<ScheduleLimitsJSON>] = [
    WireField("timesPerWeek") { _ in IntRangeJSON(Limits.weeklyTarget) },
    WireField("everyNDays") { _ in IntRangeJSON(Limits.everyNDays) },
    WireField("rollingWindow") { _ in IntRangeJSON(Limits.rollingWindow) },
    WireField("monthDays") { _ in IntRangeJSON(Limits.monthDays) },
    WireField("remindersPerHabit") { _ in Limits.remindersPerHabit },
    WireField(
      "valueCeiling", "Targets and values stay below it; a target is above 0, or 0 for at most"
    ) { _ in Limits.valueCeiling },
    WireField("earliestDay", as: .day) { _ in Limits.earliestDay.text },
  ]
}

/// A closed range of whole numbers.
public struct IntRangeJSON: WireObject, Sendable {
  public var range: ClosedRange<Int>

  public init(_ range: ClosedRange<Int>) { self.range = range }

  public static let wireName = "IntRange"
  public static let wireSummary = "The least and the greatest value allowed"
  public static let wireFields: [WireField<IntRangeJSON>] = [
    WireField("min") { $0.range.lowerBound },
    WireField("max") { $0.range.upperBound },
  ]
}
#endif
