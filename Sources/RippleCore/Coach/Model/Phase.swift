/// The three phases of a roadmap, always in this order.
public enum Phase: String, CaseIterable, Sendable, Comparable {
  case foundation, building, mastery

  public static func < (lhs: Phase, rhs: Phase) -> Bool { lhs.order < rhs.order }

  private var order: Int {
    switch self {
    case .foundation: return 0
    case .building: return 1
    case .mastery: return 2
    }
  }

  /// "Foundation".
  public var title: String {
    switch self {
    case .foundation: return "Foundation"
    case .building: return "Building"
    case .mastery: return "Mastery"
    }
  }
}
