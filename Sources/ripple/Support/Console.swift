import Foundation

/// Standard output and error, and whether they are terminals.
enum Console {
  /// Writes `text` and a line break to stdout.
  static func out(_ text: String) {
    FileHandle.standardOutput.write(Data((text + "\n").utf8))
  }

  static func error(_ text: String) {
    FileHandle.standardError.write(Data((text + "\n").utf8))
  }

  static var outputIsTerminal: Bool { isatty(STDOUT_FILENO) != 0 }
  static var inputIsTerminal: Bool { isatty(STDIN_FILENO) != 0 }
}
