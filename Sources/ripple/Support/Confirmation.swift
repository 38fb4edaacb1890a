import Foundation

/// Asks before a change that cannot be undone.
enum Confirmation {
  /// Returns when the user agrees (or passed `--yes`); otherwise throws. Without a terminal to
  /// ask on, only `--yes` agrees.
  static func require(_ question: String, yes: Bool) throws {
    if yes { return }
    guard Console.inputIsTerminal else {
      throw CommandError.usage("\(question) There is no terminal to confirm on: add --yes")
    }
    FileHandle.standardError.write(Data("\(question) [y/N] ".utf8))
    let answer = (readLine() ?? "").lowercased().trimmingCharacters(in: .whitespaces)
    guard answer == "y" || answer == "yes" else {
      throw CommandError.cancelled
    }
  }
}
