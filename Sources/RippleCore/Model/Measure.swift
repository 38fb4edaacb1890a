/// How a habit is measured: done or not, or a number against a target.
public enum Measure: Hashable, Sendable {
  case boolean
  case numeric(target: Double, unit: String, kind: TargetKind)

  public var isNumeric: Bool {
    if case .numeric = self { return true }
    return false
  }
}

public enum TargetKind: String, CaseIterable, Sendable {
  case atLeast = "at_least"
  case atMost = "at_most"
}

extension TargetKind {
  /// The label of the habit form's target control.
  public var title: String {
    switch self {
    case .atLeast: return "At least"
    case .atMost: return "At most"
    }
  }
}
