import RippleCore
import RippleWire

/// The engine's model from the API's JSON shapes (HabitDTO, CheckInDTO, SettingsDTO).
enum ModelReading {
  /// Days before `Limits.earliestDay` are refused as the API refuses them: the server never
  /// stores one, and a history worked out from one would take seconds.
  static func habit(_ json: JSON) throws(EngineError) -> Habit {
    let fields = try JSONFields(json, path: "habit")
    let category = try fields.optionalString("categoryId")
    var reminders: [Reminder] = []
    for item in try fields.array("reminders") { reminders.append(try reminder(item)) }
    let createdDay = try fields.day("createdDay")
    do { try HabitValidation.checkCreatedDay(createdDay) } catch {
      throw .invalid(error.message, field: error.field)
    }
    return Habit(
      id: HabitID(try fields.string("id")), name: try fields.string("name"),
      description: try fields.optionalString("description") ?? "",
      color: try fields.string("color"), icon: try fields.optionalString("icon") ?? "check",
      categoryID: category.map { CategoryID($0) },
      schedule: try schedule(try object(fields, "schedule")),
      measure: try measure(try object(fields, "measure")), reminders: reminders,
      isArchived: try fields.optionalBool("archived") ?? false,
      sortOrder: try fields.optionalInt("sortOrder") ?? 0, createdDay: createdDay,
      createdAt: try fields.optionalInt64("createdAt") ?? 0,
      updatedAt: try fields.optionalInt64("updatedAt") ?? 0)
  }

  private static func object(_ fields: JSONFields, _ key: String) throws(EngineError) -> JSON {
    guard let value = fields.json[key], !value.isNull else {
      throw .invalid("'\(key)' is required", field: key)
    }
    return value
  }

  static func schedule(_ json: JSON) throws(EngineError) -> Schedule {
    let fields = try JSONFields(json, path: "schedule")
    let kind = try fields.string("kind")
    switch kind {
    case "daily": return .daily
    case "weekdays": return .weekdays(try fields.weekdays("weekdays"))
    case "times_per_week": return .timesPerWeek(try fields.int("times"))
    case "every_n_days": return .everyNDays(try fields.int("every"), start: try fields.day("start"))
    case "times_in_days":
      return .timesInDays(times: try fields.int("times"), days: try fields.int("days"))
    case "month_days":
      var days = Set<Int>()
      for item in try fields.array("days") {
        guard case .number(let number) = item, number == number.rounded(), abs(number) < 1000
        else { throw .invalid("'days' must hold days of the month", field: "days") }
        days.insert(Int(number))
      }
      return .monthDays(days)
    default:
      throw .invalid("'\(kind)' is not a kind of schedule", field: "kind")
    }
  }

  static func measure(_ json: JSON) throws(EngineError) -> Measure {
    let fields = try JSONFields(json, path: "measure")
    let kind = try fields.string("kind")
    switch kind {
    case "boolean": return .boolean
    case "numeric":
      let code = try fields.string("targetKind")
      guard let targetKind = TargetKind(rawValue: code) else {
        throw .invalid("'\(code)' is not a kind of target", field: "targetKind")
      }
      return .numeric(
        target: try fields.double("target"), unit: try fields.optionalString("unit") ?? "",
        kind: targetKind)
    default:
      throw .invalid("'\(kind)' is not a kind of measure", field: "kind")
    }
  }

  static func reminder(_ json: JSON) throws(EngineError) -> Reminder {
    let fields = try JSONFields(json, path: "reminder")
    let time = Array(try fields.string("time").utf8)
    func digit(_ byte: UInt8) -> Int? {
      byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") ? Int(byte - UInt8(ascii: "0")) : nil
    }
    guard time.count == 5, time[2] == UInt8(ascii: ":"), let h1 = digit(time[0]),
      let h2 = digit(time[1]), let m1 = digit(time[3]), let m2 = digit(time[4]),
      h1 * 10 + h2 < 24, m1 * 10 + m2 < 60
    else { throw .invalid("'time' must be a time like 08:00", field: "time") }
    let weekdays = fields.json["weekdays"] == nil ? WeekdaySet.all : try fields.weekdays("weekdays")
    return Reminder(minuteOfDay: (h1 * 10 + h2) * 60 + m1 * 10 + m2, weekdays: weekdays)
  }

  static func checkIn(_ json: JSON) throws(EngineError) -> CheckIn {
    let fields = try JSONFields(json, path: "checkIn")
    let stateCode = try fields.string("state")
    guard let state = CheckInState(rawValue: stateCode) else {
      throw .invalid("State must be done, skipped or missed", field: "state")
    }
    let mood: Mood?
    let code = try fields.optionalString("mood")
    do { mood = try Mood.named(code) } catch { throw .invalid(error.message, field: error.field) }
    let day = try fields.day("day")
    do { try CheckInValidation.checkDay(day) } catch {
      throw .invalid(error.message, field: error.field)
    }
    return CheckIn(
      habitID: HabitID(try fields.string("habitId")), day: day, state: state,
      value: try fields.optionalDouble("value"), note: try fields.optionalString("note"),
      mood: mood, loggedMinute: try fields.optionalInt("loggedMinute"),
      updatedAt: try fields.optionalInt64("updatedAt") ?? 0)
  }

  static func settings(_ json: JSON?) throws(EngineError) -> Settings {
    var settings = Settings()
    guard let json, !json.isNull else { return settings }
    let fields = try JSONFields(json, path: "settings")
    if let zone = try fields.optionalString("timeZone") { settings.timeZone = zone }
    if let code = try fields.optionalString("firstWeekday") {
      guard let weekday = Weekday(code: code) else {
        throw .invalid("'\(code)' is not a weekday", field: "firstWeekday")
      }
      settings.firstWeekday = weekday
    }
    if let hour = try fields.optionalInt("dayStartHour") { settings.dayStartHour = hour }
    if let code = try fields.optionalString("theme") {
      guard let theme = Theme(rawValue: code) else {
        throw .invalid("'\(code)' is not a theme", field: "theme")
      }
      settings.theme = theme
    }
    if let accent = try fields.optionalString("accent") { settings.accent = accent }
    if let code = try fields.optionalString("celebrations") {
      guard let level = CelebrationLevel(rawValue: code) else {
        throw .invalid("'\(code)' is not a celebration level", field: "celebrations")
      }
      settings.celebrations = level
    }
    if let show = try fields.optionalBool("showStreaks") { settings.showStreaks = show }
    if let haptics = try fields.optionalBool("haptics") { settings.haptics = haptics }
    switch try fields.optionalString("tier") ?? "free" {
    case "free": settings.tier = .free
    case "premium": settings.tier = .premium
    case "premium_plus": settings.tier = .premiumPlus(expires: try fields.day("tierExpires"))
    default:
      throw .invalid("'tier' must be one of 'free', 'premium', 'premium_plus'", field: "tier")
    }
    if let done = try fields.optionalBool("onboardingDone") { settings.onboardingDone = done }
    return settings
  }

  /// Where in the user's day "now" is: `moment` as the web app worked it out
  /// (`{"unixSeconds", "utcOffsetSeconds"}` in the user's zone, or `{"day", "minuteOfDay"}`),
  /// with the day-start hour applied by the engine.
  static func moment(_ json: JSON?, settings: Settings) throws(EngineError) -> UserMoment {
    guard let json else { throw .invalid("'moment' is required", field: "moment") }
    let fields = try JSONFields(json, path: "moment")
    if fields.has("unixSeconds") {
      return UserClock.moment(
        unixSeconds: try fields.optionalInt64("unixSeconds") ?? 0,
        utcOffsetSeconds: try fields.optionalInt("utcOffsetSeconds") ?? 0,
        dayStartHour: settings.dayStartHour)
    }
    let day = try fields.day("day")
    let minute = try fields.optionalInt("minuteOfDay") ?? 0
    let start = max(0, min(23, settings.dayStartHour)) * 60
    let into = try fields.optionalInt("minutesIntoDay") ?? ((minute - start + 1440) % 1440)
    return UserMoment(day: day, minuteOfDay: minute, minutesIntoDay: into)
  }
}
