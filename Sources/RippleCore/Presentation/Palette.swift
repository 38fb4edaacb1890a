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

/// Habit colours: the 8 auto-assigned colours and 16 presets for manual choice.
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

  /// The 16 colours offered for manual choice: the 8 auto colours, then the 8 hues of the
  /// app's colour system, renamed where the auto colours already use the name.
  public static let presets: [PaletteColor] =
    auto + [
      PaletteColor(name: "Iris", hex: "#6366F1"),
      PaletteColor(name: "Cyan", hex: "#06B6D4"),
      PaletteColor(name: "Orchid", hex: "#A855F7"),
      PaletteColor(name: "Emerald", hex: "#10B981"),
      PaletteColor(name: "Gold", hex: "#F59E0B"),
      PaletteColor(name: "Rose", hex: "#F43F5E"),
      PaletteColor(name: "Blue", hex: "#3B82F6"),
      PaletteColor(name: "Slate", hex: "#64748B"),
    ]

  /// The accent colours offered in Settings: six of the
  /// presets, the first being the default accent.
  public static let accents: [PaletteColor] = ["Iris", "Cyan", "Emerald", "Orchid", "Rose", "Gold"]
    .compactMap { name in presets.first { $0.name == name } }

  public static var defaultAccent: PaletteColor { accents[0] }

  /// The colour a new habit gets: `habitCount % 8`.
  public static func autoColor(habitCount: Int) -> PaletteColor {
    auto[((habitCount % auto.count) + auto.count) % auto.count]
  }
}
