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
  /// fractions or a zone offset).
  static func instant(_ text: String) -> Double? {
    let text = text.trimmed
    for options: ISO8601DateFormatter.Options in [
      [.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime],
    ] {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = options
      if let date = formatter.date(from: text) { return date.timeIntervalSince1970 }
    }
    return nil
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
