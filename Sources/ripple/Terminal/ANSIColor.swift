/// SGR escape sequences for a `#RRGGBB` colour in 24-bit or the nearest of the 256 colours.
enum ANSIColor {
  static let reset = "\u{1B}[0m"
  static let bold = "\u{1B}[1m"
  static let dim = "\u{1B}[2m"

  static func foreground(_ hex: String, mode: ColorMode) -> String? {
    guard let (red, green, blue) = rgb(hex) else { return nil }
    switch mode {
    case .none: return nil
    case .trueColor: return "\u{1B}[38;2;\(red);\(green);\(blue)m"
    case .ansi256: return "\u{1B}[38;5;\(index256(red, green, blue))m"
    }
  }

  static func rgb(_ hex: String) -> (Int, Int, Int)? {
    guard hex.count == 7, hex.hasPrefix("#"), let value = Int(hex.dropFirst(), radix: 16) else {
      return nil
    }
    return ((value >> 16) & 0xFF, (value >> 8) & 0xFF, value & 0xFF)
  }

  /// The closest colour of the xterm 6×6×6 cube (16–231) or grey ramp (232–255).
  static func index256(_ red: Int, _ green: Int, _ blue: Int) -> Int {
    let levels = [0, 95, 135, 175, 215, 255]
    func nearestLevel(_ value: Int) -> Int {
      levels.indices.min { abs(levels[$0] - value) < abs(levels[$1] - value) }!
    }
    let (r, g, b) = (nearestLevel(red), nearestLevel(green), nearestLevel(blue))
    let cube = (levels[r], levels[g], levels[b])
    let greyStep = max(0, min(23, ((red + green + blue) / 3 - 3) / 10))
    let grey = 8 + greyStep * 10
    func distance(_ color: (Int, Int, Int)) -> Int {
      let (dr, dg, db) = (color.0 - red, color.1 - green, color.2 - blue)
      return dr * dr + dg * dg + db * db
    }
    if distance((grey, grey, grey)) < distance(cube) { return 232 + greyStep }
    return 16 + 36 * r + 6 * g + b
  }
}
