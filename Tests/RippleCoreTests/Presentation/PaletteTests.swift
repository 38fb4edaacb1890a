import RippleCore
import Testing

@Suite struct PaletteTests {
  @Test func autoColourIsHabitCountModulo8() {
    // `colorIndex = habitCount % 8`.
    let cases: [(count: Int, name: String, hex: String)] = [
      (0, "Coral", "#FF6B6B"), (1, "Amber", "#FFAB5E"), (2, "Lime", "#7ED687"),
      (3, "Teal", "#4ECDC4"), (4, "Sky", "#74B9FF"), (5, "Indigo", "#7C7AE8"),
      (6, "Purple", "#B388EB"), (7, "Pink", "#FF8FB1"), (8, "Coral", "#FF6B6B"),
      (13, "Indigo", "#7C7AE8"), (801, "Amber", "#FFAB5E"),
    ]
    for (count, name, hex) in cases {
      #expect(Palette.autoColor(habitCount: count) == PaletteColor(name: name, hex: hex))
    }
  }

  @Test func sixteenDistinctPresets() {
    // "Preset colors: 16 beautiful colors arranged in grid".
    #expect(Palette.presets.count == 16)
    #expect(Set(Palette.presets.map { $0.hex }).count == 16)
    #expect(Set(Palette.presets.map { $0.name }).count == 16)
    #expect(Palette.presets.allSatisfy { HabitValidation.isHexColor($0.hex) })
    #expect(Array(Palette.presets.prefix(8)) == Palette.auto)
    #expect(Palette.presets.contains(PaletteColor(name: "Iris", hex: "#6366F1")))
  }

  @Test func newHabitsDefaultToTheFirstAutoColour() {
    #expect(habit().color == "#FF6B6B")
  }

  @Test func accentsAreSixPresetsStartingWithTheDefaultAccent() {
    #expect(Palette.accents.map(\.name) == ["Iris", "Cyan", "Emerald", "Orchid", "Rose", "Gold"])
    #expect(Palette.accents.allSatisfy { Palette.presets.contains($0) })
    #expect(Palette.defaultAccent.hex == Settings().accent)
  }
}
