import RippleImageCodecs

/// Pixels as rows of red, green, blue and alpha bytes: what an icon is cut and scaled from.
struct RGBAImage: Sendable {
  var width: Int
  var height: Int
  var pixels: [UInt8]

  /// The largest centred square.
  func centredSquare() -> RGBAImage {
    let side = min(width, height)
    guard width != height else { return self }
    let left = (width - side) / 2
    let top = (height - side) / 2
    var square = [UInt8](repeating: 0, count: side * side * 4)
    for row in 0..<side {
      let from = ((top + row) * width + left) * 4
      square.replaceSubrange(
        row * side * 4..<(row + 1) * side * 4, with: pixels[from..<from + side * 4])
    }
    return RGBAImage(width: side, height: side, pixels: square)
  }

  /// A square image scaled to `side` × `side`: each pixel the average of the area it covers
  /// (weighted by alpha, so a transparent edge does not darken), or the nearest pixel when growing.
  func scaled(to side: Int) -> RGBAImage {
    guard width != side || height != side else { return self }
    var out = [UInt8](repeating: 0, count: side * side * 4)
    for y in 0..<side {
      let y0 = y * height / side
      let y1 = max(y0 + 1, (y + 1) * height / side)
      for x in 0..<side {
        let x0 = x * width / side
        let x1 = max(x0 + 1, (x + 1) * width / side)
        var sums = (r: 0, g: 0, b: 0, a: 0)
        for sy in y0..<y1 {
          for sx in x0..<x1 {
            let at = (sy * width + sx) * 4
            let alpha = Int(pixels[at + 3])
            sums.r += Int(pixels[at]) * alpha
            sums.g += Int(pixels[at + 1]) * alpha
            sums.b += Int(pixels[at + 2]) * alpha
            sums.a += alpha
          }
        }
        let count = (y1 - y0) * (x1 - x0)
        let at = (y * side + x) * 4
        if sums.a > 0 {
          out[at] = UInt8((sums.r + sums.a / 2) / sums.a)
          out[at + 1] = UInt8((sums.g + sums.a / 2) / sums.a)
          out[at + 2] = UInt8((sums.b + sums.a / 2) / sums.a)
        }
        out[at + 3] = UInt8((sums.a + count / 2) / count)
      }
    }
    return RGBAImage(width: side, height: side, pixels: out)
  }

  /// Turned as EXIF orientation `orientation` (1–8) says, so what was upright on the camera is
  /// upright here.
  func upright(_ orientation: Int) -> RGBAImage {
    guard (2...8).contains(orientation) else { return self }
    let swaps = orientation >= 5
    let (w, h) = swaps ? (height, width) : (width, height)
    var out = [UInt8](repeating: 0, count: pixels.count)
    for y in 0..<h {
      for x in 0..<w {
        // The source pixel shown at (x, y).
        let (sx, sy): (Int, Int)
        switch orientation {
        case 2: (sx, sy) = (width - 1 - x, y)
        case 3: (sx, sy) = (width - 1 - x, height - 1 - y)
        case 4: (sx, sy) = (x, height - 1 - y)
        case 5: (sx, sy) = (y, x)
        case 6: (sx, sy) = (y, height - 1 - x)
        case 7: (sx, sy) = (width - 1 - y, height - 1 - x)
        default: (sx, sy) = (width - 1 - y, x)
        }
        let from = (sy * width + sx) * 4
        let to = (y * w + x) * 4
        out.replaceSubrange(to..<to + 4, with: pixels[from..<from + 4])
      }
    }
    return RGBAImage(width: w, height: h, pixels: out)
  }
}

extension RGBAImage {
  /// A PNG's pixels (for checking what was encoded).
  static func decoded(_ png: [UInt8]) throws(IconRefusal) -> RGBAImage {
    var width: Int32 = 0
    var height: Int32 = 0
    let kind = IconImage.Kind.png.rawValue
    guard
      png.withUnsafeBufferPointer({
        ripple_image_size(kind, $0.baseAddress, $0.count, &width, &height)
      }) == 0
    else { throw .unreadable(kind: .png) }
    var pixels = [UInt8](repeating: 0, count: Int(width) * Int(height) * 4)
    let status = png.withUnsafeBufferPointer { data in
      pixels.withUnsafeMutableBufferPointer {
        ripple_image_decode_rgba(kind, data.baseAddress, data.count, $0.baseAddress, width, height)
      }
    }
    guard status == 0 else { throw .unreadable(kind: .png) }
    return RGBAImage(width: Int(width), height: Int(height), pixels: pixels)
  }
}
