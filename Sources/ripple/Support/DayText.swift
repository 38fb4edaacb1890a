import ArgumentParser
import RippleCore

/// A day as typed on the command line: `yyyy-MM-dd`, `today` or `yesterday`.
enum DayText: Equatable {
  case today
  case yesterday
  case day(Day)

  init(_ text: String) throws {
    switch text.lowercased() {
    case "today": self = .today
    case "yesterday": self = .yesterday
    default:
      do {
        self = .day(try Day(parsing: text))
      } catch {
        throw ArgumentParser.ValidationError(error.message + " (or 'today', 'yesterday')")
      }
    }
  }

  func resolved(today: Day) -> Day {
    switch self {
    case .today: return today
    case .yesterday: return today.adding(days: -1)
    case .day(let day): return day
    }
  }

  /// Parses a `yyyy-MM-dd` option value, with the engine's message when it is not one.
  static func day(_ text: String) throws -> Day {
    do {
      return try Day(parsing: text)
    } catch {
      throw ArgumentParser.ValidationError(error.message)
    }
  }
}
