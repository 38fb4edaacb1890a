import RippleCore

/// `--color`: a palette colour's name (Coral, Teal, …) or `#RRGGBB`.
enum ColorChoice {
  static func hex(_ text: String) throws -> String {
    let text = text.trimmed
    if text.hasPrefix("#") { return text.uppercased() }
    if let color = Palette.presets.first(where: { $0.name.lowercased() == text.lowercased() }) {
      return color.hex
    }
    let names = Palette.presets.map(\.name).joined(separator: ", ")
    throw CommandError.invalid("'\(text)' is not a colour: use #RRGGBB or one of \(names)")
  }

  /// The palette name of a colour, or its hex.
  static func name(_ hex: String) -> String {
    Palette.presets.first { $0.hex.lowercased() == hex.lowercased() }?.name ?? hex
  }
}
