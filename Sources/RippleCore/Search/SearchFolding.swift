/// How search compares text: case and accents folded away, so "cafe" finds "Café" and "ÉTÉ"
/// finds "été". Written by hand over Unicode scalars (the engine runs in the browser without
/// Foundation): Latin-1, Latin Extended-A, Romanian's comma letters, Greek and Cyrillic.
/// The databases' full-text indexes fold at least this much (SQLite's `remove_diacritics 2`, and
/// PostgreSQL through `postgresFoldTable`), so what they find holds what the engine matches.
public enum SearchFolding {
  /// What a scalar of a word becomes: nil when it ends a word (spaces, punctuation, symbols,
  /// emoji), an empty array when it is a mark that folds away, else its folded scalars.
  public static func fold(_ scalar: Unicode.Scalar) -> [Unicode.Scalar]? {
    let v = scalar.value
    switch v {
    case 0x30...0x39, 0x61...0x7A: return [scalar]
    case 0x41...0x5A: return [Unicode.Scalar(v + 0x20)!]
    case 0...0x7F, 0x80...0xBF, 0xD7, 0xF7: return nil
    case 0xC0...0x17F: return latin(v)
    case 0x218, 0x219: return ["s"]
    case 0x21A, 0x21B: return ["t"]
    case 0x300...0x36F, 0xFE00...0xFE0F, 0x200B...0x200D, 0xFEFF: return []
    case 0x386...0x3CE: return [greek(v)]
    case 0x400...0x40F: return [Unicode.Scalar(v + 0x50)!]
    case 0x410...0x42F: return [Unicode.Scalar(v + 0x20)!]
    case 0x2000...0x2BFF, 0x3000...0x303F, 0xFE10...0xFE1F, 0xFE30...0xFE4F, 0xFF00...0xFF0F,
      0xFF1A...0xFF20, 0x1F000...0x1FAFF, 0xE0000...0xE007F:
      return nil
    default: return [scalar]
    }
  }

  /// Latin letters whose folded form is two letters.
  private static let pairs: [UInt32: String] = [
    0xC6: "ae", 0xE6: "ae", 0xDE: "th", 0xFE: "th", 0xDF: "ss", 0x132: "ij", 0x133: "ij",
    0x152: "oe", 0x153: "oe",
  ]

  /// U+00C0…U+017F folded, sixteen to a row; `*` is a pair, `-` is × or ÷ (never reached).
  private static let latinRows: [UInt8] = Array(
    ("aaaaaa*ceeeeiiii" + "dnooooo-ouuuuy**" + "aaaaaa*ceeeeiiii" + "dnooooo-ouuuuy*y"
      + "aaaaaaccccccccdd" + "ddeeeeeeeeeegggg" + "gggghhhhiiiiiiii" + "ii**jjkkklllllll"
      + "lllnnnnnnnnnoooo" + "oo**rrrrrrssssss" + "ssttttttuuuuuuuu" + "uuuuwwyyyzzzzzzs").utf8)

  private static func latin(_ v: UInt32) -> [Unicode.Scalar] {
    if let pair = pairs[v] { return Array(pair.unicodeScalars) }
    return [Unicode.Scalar(latinRows[Int(v - 0xC0)])]
  }

  private static func greek(_ v: UInt32) -> Unicode.Scalar {
    switch v {
    case 0x386, 0x3AC: return "α"
    case 0x388, 0x3AD: return "ε"
    case 0x389, 0x3AE: return "η"
    case 0x38A, 0x3AF, 0x390, 0x3AA, 0x3CA: return "ι"
    case 0x38C, 0x3CC: return "ο"
    case 0x38E, 0x3CD, 0x3B0, 0x3AB, 0x3CB: return "υ"
    case 0x38F, 0x3CE: return "ω"
    case 0x3C2: return "σ"
    case 0x391...0x3A9: return Unicode.Scalar(v + 0x20)!
    default: return Unicode.Scalar(v)!
    }
  }

  /// The single-letter folds as two equal-length strings (`from`, `to`) and the pairs, for
  /// PostgreSQL's `translate` and `replace`: the database folds as the engine does.
  public static var postgresFoldTable: (from: String, to: String, pairs: [(String, String)]) {
    var from = ""
    var to = ""
    let ranges: [ClosedRange<UInt32>] = [
      0x41...0x5A, 0xC0...0x17F, 0x218...0x21B, 0x386...0x3CE, 0x400...0x42F,
    ]
    for range in ranges {
      for v in range where pairs[v] == nil {
        guard let scalar = Unicode.Scalar(v), let folded = fold(scalar), folded.count == 1,
          folded[0] != scalar
        else { continue }
        from.unicodeScalars.append(scalar)
        to.unicodeScalars.append(folded[0])
      }
    }
    let pairList = pairs.keys.sorted().map { key in
      (String(Unicode.Scalar(key)!), pairs[key]!)
    }
    return (from, to, pairList)
  }
}
