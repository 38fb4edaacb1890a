import Foundation
import RippleCore
import RippleStore

/// What the JSON importers share: decoding with a clear refusal, instants and colours.
enum JSONFile {
  static func decode<Value: Decodable>(
    _ type: Value.Type, from data: Data, kind: ImportKind
  ) throws(StoreError) -> Value {
    do {
      return try JSONDecoder().decode(type, from: data)
    } catch let DecodingError.keyNotFound(key, context) {
      throw .badFile("This \(kind.title) file lacks '\(path(context.codingPath + [key]))'")
    } catch let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context)
    {
      throw .badFile(
        "In this \(kind.title) file, '\(path(context.codingPath))' is not what \(kind.title) writes"
      )
    } catch {
      throw .badFile("This is not a \(kind.title) file: it is not JSON as \(kind.title) writes it")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }

  /// Seconds since 1970 of an ISO 8601 instant (`2024-03-07T23:00:00.000Z`, with or without
  /// fractions, `Z` or an offset such as `+01:00`), read by hand: a file holds one per day per
  /// habit, and a date formatter for each would take most of an import's time.
  static func instant(_ text: String) -> Double? {
    let bytes = Array(text.utf8)
    var index = 0
    func number(_ count: Int) -> Int? {
      guard index + count <= bytes.count else { return nil }
      var value = 0
      for byte in bytes[index..<index + count] {
        guard (0x30...0x39).contains(byte) else { return nil }
        value = value * 10 + Int(byte - 0x30)
      }
      index += count
      return value
    }
    func skip(_ byte: UInt8) -> Bool {
      guard index < bytes.count, bytes[index] == byte else { return false }
      index += 1
      return true
    }
    guard let year = number(4), skip(0x2D), let month = number(2), skip(0x2D),
      let dayOfMonth = number(2), skip(0x54) || skip(0x20), let hour = number(2), skip(0x3A),
      let minute = number(2), skip(0x3A), let second = number(2), hour < 24, minute < 60,
      second < 61, let day = try? Day(year: year, month: month, day: dayOfMonth)
    else { return nil }
    var fraction = 0.0
    if skip(0x2E) {
      var scale = 0.1
      while index < bytes.count, (0x30...0x39).contains(bytes[index]) {
        fraction += Double(bytes[index] - 0x30) * scale
        scale /= 10
        index += 1
      }
    }
    var offset = 0
    if skip(0x5A) {
      offset = 0
    } else if index < bytes.count, bytes[index] == 0x2B || bytes[index] == 0x2D {
      let sign = bytes[index] == 0x2D ? -1 : 1
      index += 1
      guard let hours = number(2) else { return nil }
      _ = skip(0x3A)
      guard let minutes = number(2), hours < 24, minutes < 60 else { return nil }
      offset = sign * (hours * 3600 + minutes * 60)
    } else {
      return nil
    }
    guard index == bytes.count else { return nil }
    let seconds = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
    return Double(seconds) + fraction
  }

  /// `#RRGGBB` from `#RRGGBB`, `RRGGBB` or `#AARRGGBB`; nil for anything else.
  static func hexColor(_ text: String?) -> String? {
    guard var hex = text?.trimmed.uppercased() else { return nil }
    if hex.hasPrefix("#") { hex.removeFirst() }
    if hex.count == 8 { hex.removeFirst(2) }
    guard hex.count == 6, hex.allSatisfy(\.isHexDigit) else { return nil }
    return "#" + hex
  }
}

/// Any JSON value, read and thrown away: for members only counted.
struct AnyDecodable: Decodable {
  init(from decoder: any Decoder) throws {}
}
