/// The neutral names a private account's rows hold in place of its words: "Private habit
/// 6F1C2A3B", the kind's word and the id's first eight letters or digits, upper-cased. A habit's
/// follows from its id, so a device knows it before the habit is sent; a category's is made from
/// a fresh id and kept in its sealed item. The web app writes the same names (js/private/
/// words.js); both pass the cases of Tests/Fixtures/private/vectors.json.
extension PrivateItem {
  public static func neutralName(_ kind: Kind, id: String) -> String {
    var code: [UInt8] = []
    for byte in id.utf8 where byte != UInt8(ascii: "-") {
      guard code.count < 8 else { break }
      code.append(isLower(byte) ? byte - 32 : byte)
    }
    return "Private \(kind.rawValue) " + String(decoding: code, as: UTF8.self)
  }

  /// Whether `name` has a neutral name's form: "Private habit " or "Private category ", then one
  /// to eight ASCII letters or digits.
  public static func isNeutral(_ name: String) -> Bool {
    for kind in [Kind.habit, .category] {
      let prefix = Array("Private \(kind.rawValue) ".utf8)
      let bytes = Array(name.utf8)
      guard bytes.count > prefix.count, bytes.starts(with: prefix) else { continue }
      let code = bytes[prefix.count...]
      return code.count <= 8 && code.allSatisfy { isLower($0) || isUpper($0) || isDigit($0) }
    }
    return false
  }

  private static func isLower(_ byte: UInt8) -> Bool { byte >= 0x61 && byte <= 0x7A }
  private static func isUpper(_ byte: UInt8) -> Bool { byte >= 0x41 && byte <= 0x5A }
  private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }
}
