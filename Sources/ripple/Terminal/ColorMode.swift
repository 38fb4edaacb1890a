import Foundation

/// How much colour the terminal gets: 24-bit when it says it supports it (`COLORTERM`), 256
/// colours otherwise, none when `NO_COLOR` is set or the output is not a terminal.
enum ColorMode: Equatable, Sendable {
  case none, ansi256, trueColor

  static func detect(
    environment: [String: String] = ProcessInfo.processInfo.environment,
    isTerminal: Bool = Console.outputIsTerminal
  ) -> ColorMode {
    if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return .none }
    guard isTerminal, environment["TERM"] != "dumb" else { return .none }
    switch environment["COLORTERM"]?.lowercased() {
    case "truecolor", "24bit": return .trueColor
    default: return .ansi256
    }
  }
}
