/// A decoded JSON value that tests read by path: `reply.json["card"]["week"]["text"].string`.
/// A missing key or index reads as `.null`.
enum JSON: Decodable, Equatable, Sendable {
  case null
  case bool(Bool)
  case number(Double)
  case string(String)
  case array([JSON])
  case object([String: JSON])

  init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    if container.decodeNil() {
      self = .null
    } else if let value = try? container.decode(String.self) {
      self = .string(value)
    } else if let value = try? container.decode([JSON].self) {
      self = .array(value)
    } else if let value = try? container.decode([String: JSON].self) {
      self = .object(value)
    } else if let value = try? container.decode(Bool.self) {
      self = .bool(value)
    } else {
      self = .number(try container.decode(Double.self))
    }
  }

  subscript(key: String) -> JSON {
    if case .object(let object) = self { return object[key] ?? .null }
    return .null
  }

  subscript(index: Int) -> JSON {
    if case .array(let array) = self, array.indices.contains(index) { return array[index] }
    return .null
  }

  var string: String? {
    if case .string(let value) = self { return value }
    return nil
  }

  var double: Double? {
    if case .number(let value) = self { return value }
    return nil
  }

  var int: Int? { double.map { Int($0) } }

  var bool: Bool? {
    if case .bool(let value) = self { return value }
    return nil
  }

  var array: [JSON] {
    if case .array(let value) = self { return value }
    return []
  }

  var keys: Set<String> {
    if case .object(let object) = self { return Set(object.keys) }
    return []
  }

  var isNull: Bool { self == .null }

  /// Objects without their null members, so an omitted optional and an explicit null compare
  /// equal.
  var withoutNulls: JSON {
    switch self {
    case .object(let object):
      return .object(object.filter { !$0.value.isNull }.mapValues(\.withoutNulls))
    case .array(let array): return .array(array.map(\.withoutNulls))
    default: return self
    }
  }
}

extension JSON: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
  ExpressibleByBooleanLiteral, ExpressibleByNilLiteral, ExpressibleByArrayLiteral,
  ExpressibleByDictionaryLiteral
{
  init(stringLiteral value: String) { self = .string(value) }
  init(integerLiteral value: Int) { self = .number(Double(value)) }
  init(floatLiteral value: Double) { self = .number(value) }
  init(booleanLiteral value: Bool) { self = .bool(value) }
  init(nilLiteral: ()) { self = .null }
  init(arrayLiteral elements: JSON...) { self = .array(elements) }
  init(dictionaryLiteral elements: (String, JSON)...) {
    self = .object(Dictionary(elements, uniquingKeysWith: { $1 }))
  }
}
