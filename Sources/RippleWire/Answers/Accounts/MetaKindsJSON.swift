#if !hasFeature(Embedded)
import RippleCore

/// A kind of schedule, with its title and whether new habits are offered it.
public struct ScheduleKindOptionJSON: WireObject, Sendable {
  public var kind: ScheduleKind

  public init(_ kind: ScheduleKind) { self.kind = kind }

  public static let wireName = "ScheduleKindOption"
  public static let wireSummary = "A kind of schedule and how the app offers it"
  public static let wireFields: [WireField<ScheduleKindOptionJSON>] = [
    WireField("kind", as: .words(ScheduleKind.self)) { $0.kind.code },
    WireField("title") { $0.kind.title },
    WireField("offered", "Offered for new habits (times_in_days only comes from imports)") {
      $0.kind.isOffered
    },
    WireField(
      "streakUnit", as: .oneOf([StreakUnit.day.rawValue, StreakUnit.week.rawValue])
    ) { $0.kind.streakUnit.rawValue },
  ]
}

/// A kind of numeric target (at least, at most), with its title.
public struct TargetKindOptionJSON: WireObject, Sendable {
  public var kind: TargetKind

  public init(_ kind: TargetKind) { self.kind = kind }

  public static let wireName = "TargetKindOption"
  public static let wireSummary = "A kind of numeric target and its title"
  public static let wireFields: [WireField<TargetKindOptionJSON>] = [
    WireField("code", as: .words(TargetKind.self)) { $0.kind.rawValue },
    WireField("title") { $0.kind.title },
  ]
}
#endif
