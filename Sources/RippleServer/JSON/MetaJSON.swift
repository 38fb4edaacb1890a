import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// `GET /api/v1/meta`: everything a client must not hard-code — the user's calendar, the plan's
/// limits in force, the text and schedule limits, the palettes, the statistics ranges with their
/// locks and the schedule kinds — all as the engine has them.
public struct MetaJSON: ResponseEncodable, Sendable {
  struct ColorJSON: Encodable, Sendable {
    var name: String
    var hex: String
  }

  struct PaletteJSON: Encodable, Sendable {
    var auto: [ColorJSON]
    var presets: [ColorJSON]
    var accents: [ColorJSON]
    var defaultAccent: String
    /// The colour the store gives the next habit created without one (the count
    /// of all the user's habits, archived included, picks it).
    var nextAuto: ColorJSON
  }

  struct RangeJSON: Encodable, Sendable {
    var min: Int
    var max: Int
  }

  struct TextLimitsJSON: Encodable, Sendable {
    var name = Limits.nameLength
    var description = Limits.descriptionLength
    var note = Limits.noteLength
    var unit = Limits.unitLength
    var categoryName = Limits.categoryNameLength
    var icon = Limits.iconLength
  }

  struct ScheduleLimitsJSON: Encodable, Sendable {
    var timesPerWeek = RangeJSON(Limits.weeklyTarget)
    var everyNDays = RangeJSON(Limits.everyNDays)
    var rollingWindow = RangeJSON(Limits.rollingWindow)
    var monthDays = RangeJSON(Limits.monthDays)
    var remindersPerHabit = Limits.remindersPerHabit
    /// Targets and values stay below this.
    var valueCeiling = Limits.valueCeiling
    var earliestDay = Limits.earliestDay.text
  }

  struct ScheduleKindJSON: Encodable, Sendable {
    var kind: String
    var title: String
    var offered: Bool
    var streakUnit: String
  }

  struct StatsRangeJSON: Encodable, Sendable {
    var code: String
    var title: String
    var locked: Bool
    var reason: String?
  }

  /// How the user's settings shape the screens (calm mode hides streaks).
  struct DisplayJSON: Encodable, Sendable {
    var celebrations: String
    var calm: Bool
    var streaksVisible: Bool
  }

  struct CodeTitleJSON: Encodable, Sendable {
    var code: String
    var title: String
  }

  var calendar: MetaCalendarJSON
  var plan: MetaPlanJSON
  var display: DisplayJSON
  var textLimits = TextLimitsJSON()
  var scheduleLimits = ScheduleLimitsJSON()
  var scheduleKinds = ScheduleKind.allCases.map {
    ScheduleKindJSON(
      kind: $0.code, title: $0.title, offered: $0.isOffered, streakUnit: $0.streakUnit.rawValue)
  }
  var targetKinds = TargetKind.allCases.map { CodeTitleJSON(code: $0.rawValue, title: $0.title) }
  var palette: PaletteJSON
  var statsRanges: [StatsRangeJSON]
  var milestones = Milestone.all
  var server: ServerInfo

  init(
    now: UserNow, activeHabits: Int, allHabits: Int, categories: Int,
    plans: PlanOptions = PlanOptions(), server: ServerInfo
  ) {
    self.server = server
    let settings = now.settings
    palette = PaletteJSON(
      auto: Palette.auto.map(ColorJSON.init), presets: Palette.presets.map(ColorJSON.init),
      accents: Palette.accents.map(ColorJSON.init), defaultAccent: Palette.defaultAccent.hex,
      nextAuto: ColorJSON(Palette.autoColor(habitCount: allHabits)))
    calendar = MetaCalendarJSON(now)
    display = DisplayJSON(
      celebrations: settings.celebrations.rawValue, calm: settings.isCalm,
      streaksVisible: settings.streaksVisible)
    plan = MetaPlanJSON(
      tier: settings.tier, today: now.planDay, activeHabits: activeHabits, categories: categories,
      plans: plans)
    statsRanges = StatsRange.options(tier: settings.tier, today: now.planDay).map { option in
      var reason: String?
      if case .needsPremium(let text) = option.access { reason = text }
      return StatsRangeJSON(
        code: option.range.code, title: option.range.title, locked: option.isLocked,
        reason: reason)
    }
  }
}

extension MetaJSON.ColorJSON {
  init(_ color: PaletteColor) { self.init(name: color.name, hex: color.hex) }
}

extension MetaJSON.RangeJSON {
  init(_ range: ClosedRange<Int>) { self.init(min: range.lowerBound, max: range.upperBound) }
}
