/// A habit's check-ins packed by day: a byte a day for the state, the logged values beside it.
/// Laying out a timeline then reads a few kilobytes in order instead of walking a dictionary.
struct Ledger: Sendable {
  /// The day of position 0.
  private(set) var start = Day(daysSinceEpoch: 0)
  /// Per day: 0 when nothing is logged, else the state's mark, plus `valueLogged` with a value.
  private var marks: [UInt8] = []
  /// The logged values, by position; empty until a value is logged.
  private var values: [Double] = []

  private static let valueLogged: UInt8 = 8

  var count: Int { marks.count }

  /// The state and value logged at `position` (days from `start`), if any.
  func entry(at position: Int) -> (state: CheckInState, value: Double?)? {
    let mark = marks[position]
    let state: CheckInState
    switch mark & 7 {
    case 1: state = .done
    case 2: state = .skipped
    case 3: state = .missed
    default: return nil
    }
    return (state, mark & Ledger.valueLogged != 0 ? values[position] : nil)
  }

  /// What the day at `position` amounts to under a numeric target (nil for yes/no habits): the
  /// same as `CheckIn.outcome(for:)`, without unpacking the check-in.
  func outcome(at position: Int, numeric: (target: Double, kind: TargetKind)?) -> DayOutcome {
    let mark = marks[position]
    if numeric != nil, mark & Ledger.valueLogged != 0, let (state, value) = entry(at: position) {
      return DayOutcome(state: state, value: value, numeric: numeric)
    }
    switch mark & 7 {
    case 1: return .done
    case 2: return .skipped
    case 3: return .missed
    default: return .none
    }
  }

  /// Writes (or with nil, erases) the check-in of `day`.
  mutating func record(_ checkIn: CheckIn?, on day: Day) {
    cover(day...day)
    let position = start.distance(to: day)
    guard let checkIn else {
      marks[position] = 0
      return
    }
    var mark: UInt8
    switch checkIn.state {
    case .done: mark = 1
    case .skipped: mark = 2
    case .missed: mark = 3
    }
    if let value = checkIn.value {
      if values.isEmpty { values = Array(repeating: 0, count: marks.count) }
      values[position] = value
      mark |= Ledger.valueLogged
    }
    marks[position] = mark
  }

  /// Makes room for every day of `days`.
  mutating func cover(_ days: ClosedRange<Day>) {
    if marks.isEmpty {
      start = days.lowerBound
      marks = Array(repeating: 0, count: days.count)
      return
    }
    if days.lowerBound < start {
      let extra = days.lowerBound.distance(to: start)
      marks.insert(contentsOf: repeatElement(0, count: extra), at: 0)
      if !values.isEmpty { values.insert(contentsOf: repeatElement(0, count: extra), at: 0) }
      start = days.lowerBound
    }
    let extra = start.distance(to: days.upperBound) + 1 - marks.count
    if extra > 0 {
      marks.append(contentsOf: repeatElement(0, count: extra))
      if !values.isEmpty { values.append(contentsOf: repeatElement(0, count: extra)) }
    }
  }
}
