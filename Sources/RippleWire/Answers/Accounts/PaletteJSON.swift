#if !hasFeature(Embedded)
import RippleCore

/// The colours offered: those new habits get in turn, the presets, the accents, and the colour
/// the next habit made without one gets.
public struct PaletteJSON: WireObject, Sendable {
  /// All the user's habits, archived included: the count picks the next automatic colour.
  public var habitCount: Int

  public init(habitCount: Int) { self.habitCount = habitCount }

  public static let wireName = "Palette"
  public static let wireSummary = "The colours offered for habits and accents"
  public static let wireFields: [WireField<PaletteJSON>] = [
    WireField("auto", "The 8 colours new habits get in turn") { _ in
      Palette.auto.map(NamedColorJSON.init)
    },
    WireField("presets", "The 16 colours offered for a habit") { _ in
      Palette.presets.map(NamedColorJSON.init)
    },
    WireField("accents", "The accent colours offered in Settings") { _ in
      Palette.accents.map(NamedColorJSON.init)
    },
    WireField("defaultAccent", "#RRGGBB") { _ in Palette.defaultAccent.hex },
    WireField(
      "nextAuto",
      "The colour a habit created without one gets now (the count of all habits, archived "
        + "included, picks it from `auto`)"
    ) { NamedColorJSON(Palette.autoColor(habitCount: $0.habitCount)) },
  ]
}

/// A colour with its name.
public struct NamedColorJSON: WireObject, Sendable {
  public var color: PaletteColor

  public init(_ color: PaletteColor) { self.color = color }

  public static let wireName = "NamedColor"
  public static let wireSummary = "A colour with its name"
  public static let wireFields: [WireField<NamedColorJSON>] = [
    WireField("name") { $0.color.name },
    WireField("hex", "#RRGGBB") { $0.color.hex },
  ]
}
#endif
