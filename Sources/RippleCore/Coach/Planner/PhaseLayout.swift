/// The three phases over a roadmap's weeks: about the first three eighths lay the foundation
/// (a week more when starting gently), about the last quarter is mastery, building is between.
/// A stage takes the phase of its first week; a roadmap of three stages or more has all three
/// phases, its last stage in mastery.
struct PhaseLayout: Sendable {
  var weeks: Int
  var gentle: Bool

  var foundationWeeks: Int { max(1, weeks * 3 / 8 + (gentle && weeks >= 4 ? 1 : 0)) }
  var masteryWeeks: Int { weeks >= 3 ? max(1, weeks / 4) : weeks - 1 }

  /// The phase of each stage lasting `lengths` weeks, in order.
  func phases(of lengths: [Int]) -> [Phase] {
    var week = 0
    var phases: [Phase] = []
    for length in lengths {
      phases.append(phase(ofWeek: week))
      week += length
    }
    let count = phases.count
    guard count >= 3 else { return phases }
    phases[0] = .foundation
    phases[count - 1] = .mastery
    if !phases.contains(.building) { phases[count - 2] = .building }
    return phases
  }

  /// The phase of the 0-based `week`.
  func phase(ofWeek week: Int) -> Phase {
    if week < foundationWeeks { return .foundation }
    return week >= weeks - masteryWeeks ? .mastery : .building
  }
}
