import RippleCore

/// The period statistics cover.
public struct PeriodJSON: WireObject, Sendable {
  public var period: StatsPeriod

  public init(_ period: StatsPeriod) { self.period = period }

  public static let wireName = "Period"
  public static let wireSummary = "The days statistics cover, and the words for them"
  public static let wireFields: [WireField<PeriodJSON>] = [
    WireField("range", as: .oneOf(StatsRange.allCases.map { $0.code })) { $0.period.range.code },
    WireField("title") { $0.period.range.title },
    WireField("start", as: .day) { $0.period.days.lowerBound.text },
    WireField("end", as: .day) { $0.period.days.upperBound.text },
    WireField("phrase", "this month") { $0.period.phrase },
  ]
}

/// A range the plan offers, or locks with the reason.
public struct RangeOptionJSON: WireObject, Sendable {
  public var option: StatsRangeOption

  public init(_ option: StatsRangeOption) { self.option = option }

  public static let wireName = "RangeOption"
  public static let wireSummary = "A range of statistics, and whether the plan offers it"
  public static let wireFields: [WireField<RangeOptionJSON>] = [
    WireField("code", as: .oneOf(StatsRange.allCases.map { $0.code })) { $0.option.range.code },
    WireField("title") { $0.option.range.title },
    WireField("locked") { $0.option.isLocked },
    .optional("reason", "Why it is locked") { option -> String? in
      if case .needsPremium(let reason) = option.option.access { return reason }
      return nil
    },
  ]
}

/// One grade of the consistency scale.
public struct GradeJSON: WireObject, Sendable {
  public var grade: ConsistencyGrade

  public init(_ grade: ConsistencyGrade) { self.grade = grade }

  /// The whole scale, A to F.
  public static var scale: [GradeJSON] { ConsistencyGrade.allCases.map(GradeJSON.init) }

  public static let wireName = "Grade"
  public static let wireSummary = "One grade of the consistency scale"
  public static let wireFields: [WireField<GradeJSON>] = [
    WireField("grade", as: .words(ConsistencyGrade.self)) { $0.grade.rawValue },
    WireField("minimumPercent") { $0.grade.minimumPercent },
    WireField("rangeText") { $0.grade.rangeText },
  ]
}
