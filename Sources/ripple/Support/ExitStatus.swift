/// The exit codes of `ripple`, listed in `ripple --help` so scripts can rely on them.
enum ExitStatus: Int32, CaseIterable {
  case success = 0
  case failure = 1
  case usage = 2
  case notFound = 3
  case invalid = 4
  case badData = 5
  case needsPremium = 6

  var meaning: String {
    switch self {
    case .success: return "success"
    case .failure: return "something else failed (the database, the disk), or you cancelled"
    case .usage: return "a bad argument or date, or a habit prefix that matches several habits"
    case .notFound: return "no habit (or file) by that name"
    case .invalid: return "a value breaks a rule (name too long, weekly target 1–7, …)"
    case .badData: return "the database, backup or import file is damaged or not Ripple's"
    case .needsPremium: return "a limit of the free plan"
    }
  }

  /// The "Exit codes" section of the root help.
  static var helpText: String {
    "Exit codes:\n"
      + allCases.map { "  \($0.rawValue)  \($0.meaning)" }.joined(separator: "\n")
  }
}
