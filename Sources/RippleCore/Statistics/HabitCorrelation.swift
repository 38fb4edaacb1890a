/// "When you complete A, you're X% more likely to complete B", said
/// only when the data shows it.
///
/// Over the days both habits were due (neither skipped), it compares how often B was done on days
/// A was done, P(B|A), with days A was not, P(B|¬A). A pair speaks only with ≥ 14 shared days,
/// ≥ 5 days in each group, a lift P(B|A)/P(B|¬A) − 1 of at least 20% (probabilities smoothed by
/// adding one success and one failure, so small groups cannot produce huge lifts), and a positive
/// association that a one-sided test finds significant at 5% after a Bonferroni correction for
/// the number of pairs tested.
struct HabitCorrelation: Hashable, Sendable {
  /// Indexes into the input's logs.
  var given: Int
  var then: Int
  /// Smoothed P(B|A)/P(B|¬A) − 1.
  var lift: Double
  var sharedDays: Int
  var z: Double

  static let minimumSharedDays = 14
  static let minimumGroupDays = 5
  static let minimumLift = 0.2
  static let significance = 0.05

  var liftPercent: Int { Percent.rounded(lift) }
}

extension HabitCorrelation {
  /// The z a pair needs when `tests` pairs are tested.
  static func criticalZ(tests: Int) -> Double {
    Probability.upperNormalQuantile(significance / Double(max(1, tests)))
  }

  /// The strongest pairs among the active habits, one direction per pair, strongest first.
  static func strongest(
    _ input: StatisticsInput, days: ClosedRange<Day>, limit: Int = 3
  ) -> [HabitCorrelation] {
    let bits = input.active.map { DayBits(input.days[$0], range: days) }
    var candidates: [HabitCorrelation] = []
    var tests = 0
    for a in bits.indices {
      for b in bits.indices where b > a {
        let table = PairTable(bits[a], bits[b])
        guard table.isEligible else { continue }
        let forward = table.lift(reversed: false)
        let backward = table.lift(reversed: true)
        guard forward != nil || backward != nil else { continue }
        tests += 1
        let reversed = (backward ?? -1) > (forward ?? -1)
        candidates.append(
          HabitCorrelation(
            given: input.active[reversed ? b : a], then: input.active[reversed ? a : b],
            lift: (reversed ? backward : forward) ?? 0, sharedDays: table.shared, z: table.z))
      }
    }
    return significant(candidates, tests: tests, limit: limit)
  }

  /// The habits whose completion goes with completing `habit`, strongest first.
  static func partners(
    of habit: Int, _ input: StatisticsInput, days: ClosedRange<Day>, limit: Int = 3
  ) -> [HabitCorrelation] {
    let target = DayBits(input.days[habit], range: days)
    var candidates: [HabitCorrelation] = []
    var tests = 0
    for other in input.active where other != habit {
      let table = PairTable(DayBits(input.days[other], range: days), target)
      guard table.isEligible, let lift = table.lift(reversed: false) else { continue }
      tests += 1
      candidates.append(
        HabitCorrelation(
          given: other, then: habit, lift: lift, sharedDays: table.shared, z: table.z))
    }
    return significant(candidates, tests: tests, limit: limit)
  }

  private static func significant(
    _ candidates: [HabitCorrelation], tests: Int, limit: Int
  ) -> [HabitCorrelation] {
    let critical = criticalZ(tests: tests)
    let kept = candidates.filter { $0.lift >= minimumLift && $0.z >= critical }
    return Array(
      kept.sorted { ($0.lift, $0.z) > ($1.lift, $1.z) }.prefix(limit))
  }

  /// The card for the pair.
  func insight(_ input: StatisticsInput, aboutThen: Bool) -> Insight {
    let a = input.logs[given].habit
    let b = input.logs[then].habit
    let text: String
    if input.settings.isCalm {
      text =
        aboutThen
        ? "'\(a.name)' and this habit are often completed on the same days."
        : "'\(a.name)' and '\(b.name)' are often completed on the same days."
    } else {
      let object = aboutThen ? "this habit" : "'\(b.name)'"
      text =
        "When you complete '\(a.name)', you're \(liftPercent)% more likely to complete \(object)."
    }
    return Insight(
      kind: .correlation, title: InsightKind.correlation.title(calm: input.settings.isCalm),
      text: text, value: input.settings.isCalm ? nil : liftPercent, habitIDs: [a.id, b.id])
  }
}
