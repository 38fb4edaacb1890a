/// The parts of a life the template gallery is grouped by, in the order it shows them.
public enum LifeArea: String, CaseIterable, Sendable {
  case health, movement, mind, learning, home, money, people

  /// The heading the gallery shows.
  public var title: String {
    switch self {
    case .health: "Health"
    case .movement: "Movement"
    case .mind: "Mind"
    case .learning: "Learning"
    case .home: "Home"
    case .money: "Money"
    case .people: "People"
    }
  }
}
