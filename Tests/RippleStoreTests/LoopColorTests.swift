import RippleCore
import Testing

@testable import RippleLoopImport
@testable import RippleStore

@Suite("Loop colours")
struct LoopColorTests {
  /// Each of Loop's 20 colours and the Ripple preset it becomes.
  @Test(arguments: [
    ("#D32F2F", "Rose"), ("#E64A19", "Coral"), ("#F57C00", "Gold"), ("#FF8F00", "Gold"),
    ("#F9A825", "Gold"), ("#AFB42B", "Lime"), ("#7CB342", "Lime"), ("#388E3C", "Emerald"),
    ("#00897B", "Teal"), ("#00ACC1", "Cyan"), ("#039BE5", "Sky"), ("#1976D2", "Blue"),
    ("#303F9F", "Indigo"), ("#5E35B1", "Iris"), ("#8E24AA", "Orchid"), ("#D81B60", "Rose"),
    ("#5D4037", "Slate"), ("#303030", "Slate"), ("#757575", "Slate"), ("#AAAAAA", "Slate"),
  ])
  func nearestPreset(_ loop: String, _ name: String) {
    let hex = LoopColors.nearest(to: loop)
    #expect(Palette.presets.first { $0.hex == hex }?.name == name)
  }

  @Test func everyPaletteIndexHasAColour() {
    #expect(LoopColors.palette.count == 20)
    #expect(LoopColors.hex(index: 99) == LoopColors.hex(index: 8))
    #expect(
      (0...12).map(LoopColors.upgradedIndex) == [0, 1, 4, 5, 7, 8, 9, 10, 13, 14, 15, 17, 19])
  }
}
