import Foundation

/// Where a passphrase comes from: never an argument (others could read it in the process
/// list and the shell's history), but the terminal, without echo, or the first line of stdin.
enum PassphrasePrompt {
  /// Asks on the terminal (twice when `confirm`), or reads stdin's first line when `fromStdin`.
  static func read(
    confirm: Bool, fromStdin: Bool, label: String = "Passphrase: "
  ) throws
    -> String
  {
    if fromStdin {
      guard let line = readLine(strippingNewline: true), !line.isEmpty else {
        throw CommandError.usage("--passphrase-stdin: stdin has no passphrase line")
      }
      return line
    }
    guard Console.inputIsTerminal else {
      throw CommandError.usage(
        "There is no terminal to ask for the passphrase on: give it on stdin with --passphrase-stdin"
      )
    }
    let passphrase = try ask(label)
    if confirm, try ask("The same passphrase again: ") != passphrase {
      throw CommandError.usage("The two passphrases differ; nothing was written")
    }
    return passphrase
  }

  /// One line read from the terminal with echo turned off (and back on, whatever happens).
  /// Echo goes off before the prompt shows, and nothing typed is discarded.
  private static func ask(_ prompt: String) throws -> String {
    var saved = termios()
    let canHide = tcgetattr(STDIN_FILENO, &saved) == 0
    if canHide {
      var hidden = saved
      hidden.c_lflag &= ~tcflag_t(ECHO)
      tcsetattr(STDIN_FILENO, TCSANOW, &hidden)
    }
    defer {
      if canHide { tcsetattr(STDIN_FILENO, TCSANOW, &saved) }
      FileHandle.standardError.write(Data("\n".utf8))
    }
    FileHandle.standardError.write(Data(prompt.utf8))
    guard let line = readLine(strippingNewline: true) else { throw CommandError.cancelled }
    return line
  }
}
