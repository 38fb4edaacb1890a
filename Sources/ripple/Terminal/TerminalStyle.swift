/// Colours and symbols for text output, decided once per command.
struct TerminalStyle: Sendable {
  var color: ColorMode
  var glyphs: Glyphs

  static func detect(ascii: Bool) -> TerminalStyle {
    TerminalStyle(color: ColorMode.detect(), glyphs: ascii ? .ascii : .unicode)
  }

  func paint(_ text: String, _ hex: String) -> Styled {
    guard let code = ANSIColor.foreground(hex, mode: color), !text.isEmpty else {
      return Styled(text)
    }
    return Styled(plain: text, text: code + text + ANSIColor.reset)
  }

  func dim(_ text: String) -> Styled { sgr(ANSIColor.dim, text) }
  func bold(_ text: String) -> Styled { sgr(ANSIColor.bold, text) }

  /// Something that needs attention (an overdue reminder).
  func alert(_ text: String) -> Styled { paint(text, "#F43F5E") }

  private func sgr(_ code: String, _ text: String) -> Styled {
    guard color != .none, !text.isEmpty else { return Styled(text) }
    return Styled(plain: text, text: code + text + ANSIColor.reset)
  }
}
