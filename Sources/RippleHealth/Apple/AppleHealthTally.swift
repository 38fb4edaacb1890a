import RippleCore

/// Day totals gathered from the tags of an Apple Health `export.xml`, one tag at a time.
///
/// Days count by the local wall date written in a record's `startDate` (the `+0100` is the
/// offset of the moment; the written date is the person's day), except sleep, which counts for
/// the day it ends (the morning). Mindful sessions count for the day they start; overlapping
/// sessions or sleep from several apps count once. Workouts add up by their `duration`: the
/// same run saved by two apps counts twice, as the Health app itself lists it twice. A record with a date that does not parse or an impossible
/// value (negative, or more than a day holds) is skipped and counted in `recordsSkipped`.
struct AppleHealthTally {
  let scope: HealthImportScope
  private(set) var recordsRead = 0
  private(set) var recordsSkipped = 0
  private(set) var firstDay: Day?
  private(set) var lastDay: Day?
  private(set) var sawHealthData = false

  private var sources = SourceNames()
  private var steps = SourceSums()
  private var exercise = SourceSums()
  private var stand = SourceSums()
  private var sleep = IntervalUnion()
  private var mindful = IntervalUnion()
  private var workouts: [Day: HealthDaySummary] = [:]
  private var ringExercise: [Day: Double] = [:]
  private var ringStand: [Day: Double] = [:]

  init(scope: HealthImportScope) {
    self.scope = scope
  }

  mutating func take(_ tag: XMLTag) {
    let name = tag.name
    if ASCII.equals(name, "Record") {
      takeRecord(tag)
    } else if ASCII.equals(name, "Workout") {
      takeWorkout(tag)
    } else if ASCII.equals(name, "ActivitySummary") {
      takeActivitySummary(tag)
    } else if ASCII.equals(name, "HealthData") {
      sawHealthData = true
    }
  }

  private mutating func takeRecord(_ tag: XMLTag) {
    guard let kind = AppleRecordKind(type: AppleRecordFields.type(of: tag)),
      scope.measures.contains(kind.measure)
    else { return }
    recordsRead += 1
    let fields = AppleRecordFields(tag)
    guard let start = AppleHealthDate(fields.startDate), let end = AppleHealthDate(fields.endDate),
      end.instant >= start.instant, end.instant - start.instant <= 86_400
    else { return skip() }
    let day = kind == .sleep ? end.day : start.day
    see(day)
    guard scope.keeps(day) else { return }
    switch kind {
    case .steps:
      guard let count = ASCII.number(fields.value), count >= 0, count <= 200_000 else {
        return skip()
      }
      steps.add(count, on: day, source: sources.number(of: fields.sourceName))
    case .exerciseTime:
      guard let minutes = ASCII.number(fields.value), minutes >= 0, minutes <= 1440 else {
        return skip()
      }
      exercise.add(minutes, on: day, source: sources.number(of: fields.sourceName))
    case .standHour:
      let stood = ASCII.equals(fields.value, "HKCategoryValueAppleStandHourStood")
      stand.add(stood ? 1 : 0, on: day, source: sources.number(of: fields.sourceName))
    case .mindfulSession:
      mindful.add(from: start.instant, to: end.instant, on: day)
    case .sleep:
      guard ASCII.hasPrefix(fields.value, "HKCategoryValueSleepAnalysisAsleep") else { return }
      sleep.add(from: start.instant, to: end.instant, on: day)
    }
  }

  private mutating func takeWorkout(_ tag: XMLTag) {
    guard scope.measures.contains(.workoutMinutes) else { return }
    recordsRead += 1
    let fields = AppleRecordFields(tag)
    guard let start = AppleHealthDate(fields.startDate) else { return skip() }
    see(start.day)
    guard scope.keeps(start.day) else { return }
    guard let minutes = Self.minutes(of: fields, startingAt: start), minutes >= 0, minutes <= 1440
    else { return skip() }
    workouts[start.day, default: HealthDaySummary(day: start.day)]
      .addWorkout(minutes: minutes, type: AppleWorkoutActivity.type(of: fields.type))
  }

  /// The workout's `duration` in its `durationUnit` (min, s or hr), else its end minus start.
  private static func minutes(
    of fields: AppleRecordFields, startingAt start: AppleHealthDate
  )
    -> Double?
  {
    guard let duration = ASCII.number(fields.duration) else {
      guard let end = AppleHealthDate(fields.endDate) else { return nil }
      return Double(end.instant - start.instant) / 60
    }
    if ASCII.equals(fields.durationUnit, "min") { return duration }
    if ASCII.equals(fields.durationUnit, "s") { return duration / 60 }
    if ASCII.equals(fields.durationUnit, "hr") { return duration * 60 }
    return nil
  }

  private mutating func takeActivitySummary(_ tag: XMLTag) {
    let wantsExercise = scope.measures.contains(.exerciseMinutes)
    let wantsStand = scope.measures.contains(.standHours)
    guard wantsExercise || wantsStand else { return }
    recordsRead += 1
    var date = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    var exerciseText = date
    var standText = date
    tag.forEachAttribute { name, value in
      if ASCII.equals(name, "dateComponents") {
        date = value
      } else if ASCII.equals(name, "appleExerciseTime") {
        exerciseText = value
      } else if ASCII.equals(name, "appleStandHours") {
        standText = value
      }
      return true
    }
    guard let day = try? Day(parsing: String(decoding: date, as: UTF8.self)) else {
      return skip()
    }
    see(day)
    guard scope.keeps(day) else { return }
    if wantsExercise, let minutes = ASCII.number(exerciseText) {
      guard minutes >= 0, minutes <= 1440 else { return skip() }
      ringExercise[day] = minutes
    }
    if wantsStand, let hours = ASCII.number(standText) {
      guard hours >= 0, hours <= 24 else { return skip() }
      ringStand[day] = hours
    }
  }

  private mutating func see(_ day: Day) {
    if firstDay.map({ day < $0 }) ?? true { firstDay = day }
    if lastDay.map({ day > $0 }) ?? true { lastDay = day }
  }

  private mutating func skip() {
    recordsSkipped += 1
  }

  /// The days with anything to say, in order. Where the file has an `ActivitySummary` for a
  /// day, its exercise minutes and stand hours (what the rings showed) win over summed records.
  func summaries() -> [HealthDaySummary] {
    var days = workouts
    func set(_ values: [Day: Double], _ write: (inout HealthDaySummary, Double) -> Void) {
      for (day, value) in values {
        write(&days[day, default: HealthDaySummary(day: day)], value)
      }
    }
    set(steps.largestPerDay()) { $0.steps = $1 }
    set(exercise.largestPerDay()) { $0.exerciseMinutes = $1 }
    set(ringExercise) { $0.exerciseMinutes = $1 }
    set(stand.largestPerDay()) { $0.standHours = $1 }
    set(ringStand) { $0.standHours = $1 }
    set(mindful.minutesPerDay()) { $0.mindfulMinutes = $1 }
    set(sleep.minutesPerDay()) { $0.sleepMinutes = $1 }
    return days.values.sorted { $0.day < $1.day }
  }
}
