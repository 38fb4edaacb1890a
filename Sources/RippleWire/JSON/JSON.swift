/// A parsed JSON document.
public enum JSON: Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  /// Members in document order; objects here are small, so a search beats hashing every name.
  case object([JSONMember])

  /// The last member named `key` (as a JSON decoder keeps the last of duplicates).
  public subscript(key: String) -> JSON? {
    guard case .object(let members) = self else { return nil }
    for member in members.reversed() where member.name == key { return member.value }
    return nil
  }

  public var isNull: Bool {
    if case .null = self { return true }
    return false
  }
}

public struct JSONMember: Sendable {
  public var name: String
  public var value: JSON

  public init(name: String, value: JSON) {
    self.name = name
    self.value = value
  }
}
