/// Text with its escape sequences, and the plain text whose width the layout measures.
struct Styled: Sendable, Equatable {
  var plain: String
  var text: String

  init(_ plain: String) {
    self.plain = plain
    self.text = plain
  }

  init(plain: String, text: String) {
    self.plain = plain
    self.text = text
  }

  var width: Int { TextWidth.of(plain) }
  var isBlank: Bool { plain.allSatisfy { $0 == " " } }

  static func + (lhs: Styled, rhs: Styled) -> Styled {
    Styled(plain: lhs.plain + rhs.plain, text: lhs.text + rhs.text)
  }

  /// Pads with spaces to `width` columns.
  func padded(to width: Int) -> Styled {
    let padding = String(repeating: " ", count: max(0, width - self.width))
    return self + Styled(padding)
  }

  /// Right-aligns in `width` columns.
  func rightAligned(to width: Int) -> Styled {
    Styled(String(repeating: " ", count: max(0, width - self.width))) + self
  }
}
