/// A named colour.
public struct PaletteColor: Hashable, Sendable {
  public var name: String
  /// `#RRGGBB`.
  public var hex: String

  public init(name: String, hex: String) {
    self.name = name
    self.hex = hex
  }
}

/// Habit colours: the 8 auto-assigned colours of spec 001 §8 and 16 presets for manual choice.
public enum Palette {
  public static let auto: [PaletteColor] = [
    PaletteColor(name: "Coral", hex: "#FF6B6B"),
    PaletteColor(name: "Amber", hex: "#FFAB5E"),
    PaletteColor(name: "Lime", hex: "#7ED687"),
    PaletteColor(name: "Teal", hex: "#4ECDC4"),
    PaletteColor(name: "Sky", hex: "#74B9FF"),
    PaletteColor(name: "Indigo", hex: "#7C7AE8"),
    PaletteColor(name: "Purple", hex: "#B388EB"),
    PaletteColor(name: "Pink", hex: "#FF8FB1"),
  ]

  /// The colour a new habit gets: `habitCount % 8` (spec 001 §8).
  public static func autoColor(habitCount: Int) -> PaletteColor {
    auto[((habitCount % auto.count) + auto.count) % auto.count]
  }
}
