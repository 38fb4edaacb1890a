/// How many terminal columns text takes: wide East Asian characters and emoji take two.
enum TextWidth {
  static func of(_ text: String) -> Int {
    text.reduce(0) { $0 + of($1) }
  }

  static func of(_ character: Character) -> Int {
    guard let first = character.unicodeScalars.first else { return 0 }
    if first.properties.generalCategory == .format || first.value < 0x20 { return 0 }
    if character.unicodeScalars.contains(where: { $0.properties.isEmojiPresentation })
      || character.unicodeScalars.contains(where: { $0.value == 0xFE0F })
    {
      return 2
    }
    return isWide(first.value) ? 2 : 1
  }

  static func isWide(_ value: UInt32) -> Bool {
    switch value {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x3FFFD:
      return true
    default:
      return false
    }
  }

  /// `text` cut to `width` columns, ending with `ellipsis` when cut.
  static func truncated(_ text: String, to width: Int, ellipsis: String) -> String {
    guard of(text) > width else { return text }
    var result = ""
    var used = 0
    let room = width - of(ellipsis)
    for character in text {
      let next = of(character)
      if used + next > room { break }
      result.append(character)
      used += next
    }
    return result + ellipsis
  }
}
