import RippleCore

/// A measure as stored: `boolean`, `at_least` or `at_most`, a target and a unit.
package enum MeasureColumns {
  package static func encode(_ measure: Measure) -> (kind: String, target: Double, unit: String) {
    switch measure {
    case .boolean: return ("boolean", 0, "")
    case .numeric(let target, let unit, let kind): return (kind.rawValue, target, unit)
    }
  }

  package static func decode(kind: String, target: Double, unit: String) -> Measure {
    guard let targetKind = TargetKind(rawValue: kind) else { return .boolean }
    return .numeric(target: target, unit: unit, kind: targetKind)
  }
}
