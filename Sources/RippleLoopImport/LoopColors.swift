import Foundation
import RippleCore
import RippleStore

/// Loop's 20 palette colours (uhabits-core `PaletteColor.toCsvColor`) and their nearest Ripple
/// preset.
package enum LoopColors {
  static let palette = [
    "#D32F2F", "#E64A19", "#F57C00", "#FF8F00", "#F9A825", "#AFB42B", "#7CB342", "#388E3C",
    "#00897B", "#00ACC1", "#039BE5", "#1976D2", "#303F9F", "#5E35B1", "#8E24AA", "#D81B60",
    "#5D4037", "#303030", "#757575", "#AAAAAA",
  ]

  static func hex(index: Int) -> String {
    palette.indices.contains(index) ? palette[index] : palette[8]
  }

  /// A colour index of a database older than Loop's migration 21, which enlarged the palette.
  static func upgradedIndex(_ index: Int) -> Int {
    let moves = [2: 4, 3: 5, 4: 7, 5: 8, 6: 9, 7: 10, 8: 13, 9: 14, 10: 15, 11: 17, 12: 19]
    guard (0...19).contains(index) else { return 0 }
    return moves[index] ?? index
  }

  /// The Ripple preset perceptually closest to `hex` (CIELAB distance).
  package static func nearest(to hex: String) -> String {
    guard let color = lab(hex) else { return Palette.auto[0].hex }
    return Palette.presets.min { a, b in
      distance(color, lab(a.hex)!) < distance(color, lab(b.hex)!)
    }!.hex
  }

  /// CIELAB coordinates of `#RRGGBB` (sRGB, D65).
  static func lab(_ hex: String) -> SIMD3<Double>? {
    guard HabitValidation.isHexColor(hex), let value = Int(hex.dropFirst(), radix: 16) else {
      return nil
    }
    func linear(_ shift: Int) -> Double {
      let c = Double(value >> shift & 0xFF) / 255
      return c <= 0.04045 ? c / 12.92 : pow((c + 0.055) / 1.055, 2.4)
    }
    let (r, g, b) = (linear(16), linear(8), linear(0))
    let xyz = SIMD3(
      (0.4124 * r + 0.3576 * g + 0.1805 * b) / 0.95047, 0.2126 * r + 0.7152 * g + 0.0722 * b,
      (0.0193 * r + 0.1192 * g + 0.9505 * b) / 1.08883)
    func f(_ t: Double) -> Double { t > 0.008856 ? cbrt(t) : 7.787 * t + 16 / 116 }
    return SIMD3(116 * f(xyz.y) - 16, 500 * (f(xyz.x) - f(xyz.y)), 200 * (f(xyz.y) - f(xyz.z)))
  }

  static func distance(_ a: SIMD3<Double>, _ b: SIMD3<Double>) -> Double {
    let d = a - b
    return (d * d).sum()
  }
}
