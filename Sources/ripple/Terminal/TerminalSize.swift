import Foundation

/// The width of the terminal stdout writes to, when it is one.
enum TerminalSize {
  static func columns() -> Int? {
    guard Console.outputIsTerminal else { return nil }
    var size = winsize()
    guard ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 else { return nil }
    return Int(size.ws_col)
  }
}
