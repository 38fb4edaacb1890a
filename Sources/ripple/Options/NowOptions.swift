import ArgumentParser
import Foundation
import RippleServices

/// The hidden `--now INSTANT` (or `RIPPLE_NOW`) of `ripple serve`: starts the server's clock at
/// that instant (ISO 8601 with a zone, such as `2026-06-10T09:30:00Z`); it then moves on with real
/// elapsed time. Without it, the server reads the system clock.
struct NowOptions: ParsableArguments {
  static let environmentKey = "RIPPLE_NOW"

  @Option(
    name: .customLong("now"),
    help: ArgumentHelp(
      "Start the server's clock at this instant (for tests and demos).", visibility: .hidden),
    transform: NowOptions.millis)
  var millis: Int64?

  /// The pinned clock when `--now` or `RIPPLE_NOW` asks for one, else the system clock.
  func serverClock(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> ServerClock {
    if let millis { return .pinned(at: millis) }
    guard let text = environment[Self.environmentKey], !text.isEmpty else { return .live }
    do {
      return .pinned(at: try InstantText.millis(text))
    } catch {
      throw CommandError.usage("\(Self.environmentKey): \(error.message)")
    }
  }

  static func millis(_ text: String) throws -> Int64 {
    do {
      return try InstantText.millis(text)
    } catch {
      throw ValidationError(error.message)
    }
  }
}
