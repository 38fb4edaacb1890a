import ArgumentParser
import Foundation
import RippleCore
import RippleServices
import RippleStore

/// Turns any failure into one line on stderr and a documented exit status: never a stack trace
/// for a user's mistake.
enum ErrorReport {
  static func exit(with error: any Error) -> Never {
    if let error = known(error) {
      Console.error(error.prefix + error.message)
      Foundation.exit(error.status.rawValue)
    }
    let code = RippleCommand.exitCode(for: error)
    if code == .success || error is ExitCode {
      RippleCommand.exit(withError: error)
    }
    let message = firstLine(RippleCommand.message(for: error))
    if code == .validationFailure {
      Console.error("Error: \(message) (see '\(helpCommand()) --help')")
      Foundation.exit(ExitStatus.usage.rawValue)
    }
    Console.error("Error: \(message)")
    Foundation.exit(ExitStatus.failure.rawValue)
  }

  /// The errors of Ripple's own layers as messages and statuses; nil for the argument parser's.
  static func known(_ error: any Error) -> CommandError? {
    switch error {
    case let error as CommandError:
      return error
    case let error as StoreError:
      return known(error)
    case let error as StatisticsError:
      switch error {
      case .needsPremium(let reason): return CommandError(message: reason, status: .needsPremium)
      case .habitNotFound: return .notFound(error.message)
      }
    case let error as DayError:
      return .usage(error.message)
    case let error as RippleCore.ValidationError:
      return .invalid(error.message)
    case let error as PartnerNotFound:
      return .notFound(error.message)
    default:
      return nil
    }
  }

  static func known(_ error: StoreError) -> CommandError {
    switch error {
    case .invalid(_, let message): return .invalid(message)
    case .needsPremium(let reason), .needsPremiumFor(_, let reason):
      return CommandError(message: reason, status: .needsPremium)
    case .habitNotFound, .categoryNotFound, .goalNotFound: return .notFound(error.message)
    case .conflict(let message): return .failure(message)
    case .unusableDatabase:
      return .badData(error.message + " (choose another file with --database)")
    case .badFile(let message), .fileTooLarge(let message):
      return .badData(message + "; nothing was changed")
    case .storage: return .failure(error.message)
    }
  }

  private static func firstLine(_ text: String) -> String {
    String(text.split(separator: "\n", omittingEmptySubsequences: true).first ?? "")
  }

  /// `ripple add`, `ripple import loop`: the (sub)command the arguments name.
  private static func helpCommand() -> String {
    var command: any ParsableCommand.Type = RippleCommand.self
    var words = ["ripple"]
    for argument in CommandLine.arguments.dropFirst() where !argument.hasPrefix("-") {
      let subcommands = command.configuration.subcommands
      guard let next = subcommands.first(where: { $0._commandName == argument }) else { break }
      words.append(argument)
      command = next
    }
    return words.joined(separator: " ")
  }
}
