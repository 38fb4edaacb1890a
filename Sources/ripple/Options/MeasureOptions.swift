import ArgumentParser
import RippleCore

/// How a habit is measured: yes/no, or `--target X --unit U [--at-most]`.
struct MeasureOptions: ParsableArguments {
  enum Bound: String, EnumerableFlag {
    case atLeast, atMost

    static func help(for value: Bound) -> ArgumentHelp? {
      switch value {
      case .atLeast: return "The target is a minimum (the default)."
      case .atMost: return "The target is a limit not to go over."
      }
    }

    var kind: TargetKind { self == .atLeast ? .atLeast : .atMost }
  }

  @Option(help: ArgumentHelp("Measure with a number: the daily target.", valueName: "x"))
  var target: Double?

  @Option(help: ArgumentHelp("The target's unit: glasses, minutes, pages…", valueName: "u"))
  var unit: String?

  @Flag var bound: Bound?

  /// The measure asked for, or nil when unchanged. `current` is the measure being edited.
  func measure(current: Measure?) throws -> Measure? {
    if let target {
      var unit = self.unit ?? ""
      var kind = bound?.kind ?? .atLeast
      if case .numeric(_, let oldUnit, let oldKind) = current {
        unit = self.unit ?? oldUnit
        kind = bound?.kind ?? oldKind
      }
      return .numeric(target: target, unit: unit, kind: kind)
    }
    guard unit != nil || bound != nil else { return nil }
    guard case .numeric(let oldTarget, let oldUnit, let oldKind) = current else {
      throw CommandError.usage("--unit, --at-least and --at-most need a target: add --target X")
    }
    return .numeric(target: oldTarget, unit: unit ?? oldUnit, kind: bound?.kind ?? oldKind)
  }
}
