import Foundation
import RippleCore

/// What the server checks of a sealed item before it keeps one, since it can open none: a kind
/// it knows, an id of the item's form, and a sealed text of the format, no larger than the
/// words of its kind can make. Each broken rule names its field (`items[2].sealed`); nothing is
/// kept unless every item of a write holds.
public enum PrivateItemRules {
  /// The most items one write may carry (turning private mode on seals a whole account in
  /// writes of this many).
  public static let batch = 200
  /// The most an item's id may weigh, in UTF-8 bytes.
  public static let idBytes = 200
  /// A sealed item's fixed bytes: the format byte, the 12-byte nonce and the 16-byte tag.
  public static let overhead = 1 + 12 + 16

  /// The most a kind's words may weigh once sealed: a habit's name and description, a day's
  /// note and mood, a category's name, a goal's texts and answers, a roadmap's wording, each
  /// with room for its JSON.
  public static func limit(_ kind: PrivateItem.Kind) -> Int {
    switch kind {
    case .habit: 8 << 10
    case .day: 8 << 10
    case .category: 1 << 10
    case .goal: 16 << 10
    case .roadmap: 64 << 10
    case .accountKey: 0
    }
  }

  /// One item of a write: its kind and id, and its sealed words, or nil to remove it.
  public struct Input: Decodable, Sendable {
    public var kind: String?
    public var id: String?
    public var sealed: String??

    public init(kind: String?, id: String?, sealed: String??) {
      self.kind = kind
      self.id = id
      self.sealed = sealed
    }

    enum CodingKeys: String, CodingKey { case kind, id, sealed }

    public init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      kind = try container.decodeIfPresent(String.self, forKey: .kind)
      id = try container.decodeIfPresent(String.self, forKey: .id)
      // Present and null removes the item; absent is a broken rule.
      sealed =
        container.contains(.sealed)
        ? .some(try container.decodeIfPresent(String.self, forKey: .sealed)) : nil
    }
  }

  /// The items to save (stamped `now`) and those to remove, when every rule holds.
  public static func checked(
    _ inputs: [Input]?, now: Int64
  ) throws(ValidationError) -> (saves: [PrivateItemRecord], removals: [(kind: String, id: String)])
  {
    guard let inputs else { throw ValidationError(field: "items", message: "'items' is required") }
    guard (1...batch).contains(inputs.count) else {
      throw ValidationError(field: "items", message: "'items' must hold 1 to \(batch) items")
    }
    var saves: [PrivateItemRecord] = []
    var removals: [(kind: String, id: String)] = []
    var seen = Set<String>()
    for (index, input) in inputs.enumerated() {
      let field = "items[\(index)]"
      let (kind, id, sealed) = try checked(
        kind: input.kind, id: input.id, sealed: input.sealed, field: field)
      guard seen.insert(kind + "\u{0}" + id).inserted else {
        throw ValidationError(field: "\(field).id", message: "'\(field).id' is in 'items' twice")
      }
      if let sealed {
        saves.append(PrivateItemRecord(kind: kind, id: id, sealed: sealed, updatedAt: now))
      } else {
        removals.append((kind, id))
      }
    }
    return (saves, removals)
  }

  /// One item's kind, id and sealed words (nil to remove it), when every rule holds; each broken
  /// rule names `field`'s member (`items[2].sealed`).
  public static func checked(
    kind raw: String?, id: String?, sealed: String??, field: String
  ) throws(ValidationError) -> (kind: String, id: String, sealed: String?) {
    guard let raw else { throw missing("\(field).kind") }
    guard let kind = PrivateItem.Kind(rawValue: raw), kind != .accountKey else {
      throw ValidationError(
        field: "\(field).kind",
        message: "'\(field).kind' must be one of habit, day, category, goal, roadmap")
    }
    guard let id else { throw missing("\(field).id") }
    try checkID(id, of: kind, field: "\(field).id")
    guard let sealed else { throw missing("\(field).sealed") }
    if let sealed { try checkSealed(sealed, limit: limit(kind), field: "\(field).sealed") }
    return (raw, id, sealed)
  }

  /// An id is 1 to `idBytes` bytes of visible characters; a day's is "habit id/yyyy-mm-dd".
  static func checkID(
    _ id: String, of kind: PrivateItem.Kind, field: String
  ) throws(ValidationError) {
    guard (1...idBytes).contains(id.utf8.count),
      !id.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == " " })
    else {
      throw ValidationError(
        field: field, message: "'\(field)' must be 1 to \(idBytes) bytes with no spaces")
    }
    guard kind == .day else { return }
    let parts = id.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, (try? Day(parsing: String(parts[1]))) != nil
    else {
      throw ValidationError(
        field: field, message: "'\(field)' must be a habit's id and a day: \"habit id/yyyy-mm-dd\"")
    }
  }

  /// Sealed words: canonical base64 of the format byte, a nonce, the ciphertext and the tag, no
  /// larger than `limit` bytes.
  static func checkSealed(_ sealed: String, limit: Int, field: String) throws(ValidationError) {
    guard let data = PrivateKeyringRules.canonicalBase64(sealed),
      data.first == PrivateKeyringRules.sealFormat, data.count >= overhead
    else {
      throw ValidationError(
        field: field,
        message: "'\(field)' must be a sealed item of format \(PrivateKeyringRules.sealFormat)"
          + " in base64")
    }
    guard data.count <= limit else {
      throw ValidationError(field: field, message: "'\(field)' must be at most \(limit) bytes")
    }
  }

  private static func missing(_ field: String) -> ValidationError {
    ValidationError(field: field, message: "'\(field)' is required")
  }
}
