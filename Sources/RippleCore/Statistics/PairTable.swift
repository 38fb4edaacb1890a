/// A habit's due and done days over a range, one bit per day.
struct DayBits {
  var due: [UInt64]
  var done: [UInt64]

  init(_ habit: HabitDays, range: ClosedRange<Day>) {
    let length = range.lowerBound.distance(to: range.upperBound) + 1
    let words = (length + 63) / 64
    var due = [UInt64](repeating: 0, count: words)
    var done = [UInt64](repeating: 0, count: words)
    let offset = range.lowerBound.distance(to: habit.start)
    let low = max(0, -offset)
    let high = min(habit.counts.count, length - offset)
    if low < high {
      for position in low..<high {
        let bit = position + offset
        switch habit.counts[position] {
        case .excluded: continue
        case .open: due[bit >> 6] |= 1 << UInt64(bit & 63)
        case .done:
          due[bit >> 6] |= 1 << UInt64(bit & 63)
          done[bit >> 6] |= 1 << UInt64(bit & 63)
        }
      }
    }
    self.due = due
    self.done = done
  }
}

/// The 2×2 table of two habits over their shared due days.
struct PairTable {
  var shared = 0
  var aDone = 0
  var bDone = 0
  var bothDone = 0

  init(_ a: DayBits, _ b: DayBits) {
    for word in a.due.indices {
      let both = a.due[word] & b.due[word]
      guard both != 0 else { continue }
      let aDoneWord = both & a.done[word]
      let bDoneWord = both & b.done[word]
      shared += both.nonzeroBitCount
      aDone += aDoneWord.nonzeroBitCount
      bDone += bDoneWord.nonzeroBitCount
      bothDone += (aDoneWord & bDoneWord).nonzeroBitCount
    }
  }

  /// The pooled two-proportion z (φ·√n), the same in both directions; 0 when a margin is empty.
  var z: Double {
    let aNot = shared - aDone
    let bNot = shared - bDone
    let margins = Double(aDone) * Double(aNot) * Double(bDone) * Double(bNot)
    guard margins > 0 else { return 0 }
    let neither = shared - aDone - bDone + bothDone
    let cross =
      Double(bothDone) * Double(neither) - Double(aDone - bothDone) * Double(bDone - bothDone)
    return cross * Double(shared).squareRoot() / margins.squareRoot()
  }

  var isEligible: Bool { shared >= HabitCorrelation.minimumSharedDays }

  /// The smoothed lift of "given A, then B" (or of "given B, then A" when `reversed`), or nil
  /// when a group is too small.
  func lift(reversed: Bool) -> Double? {
    let given = reversed ? bDone : aDone
    let other = shared - given
    guard given >= HabitCorrelation.minimumGroupDays, other >= HabitCorrelation.minimumGroupDays
    else { return nil }
    let thenDone = reversed ? aDone : bDone
    let withGiven = Double(bothDone + 1) / Double(given + 2)
    let without = Double(thenDone - bothDone + 1) / Double(other + 2)
    return withGiven / without - 1
  }
}
