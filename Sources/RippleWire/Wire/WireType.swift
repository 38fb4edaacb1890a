/// What a value looks like on the wire: the part of JSON Schema Ripple's answers use.
public indirect enum WireType: Sendable {
  case string
  /// A string in a named format: `date` (a day, `yyyy-MM-dd`), `date-time`, `uuid`.
  case formatted(String)
  /// One of these strings.
  case oneOf([String])
  case integer
  case number
  case boolean
  case array(WireType)
  /// An object with string keys, every value of this type.
  case map(WireType)
  /// A named object, described once.
  case object(WireRef)
  /// A schema the API document writes by hand, because requests send it too and it carries their
  /// rules (a schedule, a reminder, settings): answers refer to it by name.
  case named(String)

  /// The words of a string enumeration.
  public static func words<Words: CaseIterable & RawRepresentable>(_ type: Words.Type) -> WireType
  where Words.RawValue == String {
    .oneOf(Words.allCases.map { $0.rawValue })
  }

  /// A day, `yyyy-MM-dd`.
  public static let day = WireType.formatted("date")
}

/// A named object's schema, reached by name from the places that use it. (Its closure only reads
/// a type's constant declaration.)
public struct WireRef: @unchecked Sendable {
  public let name: String
  public let schema: () -> WireObjectSchema

  public init(_ name: String, _ schema: @escaping () -> WireObjectSchema) {
    self.name = name
    self.schema = schema
  }
}

/// An object's schema: its name, what it is, and its members in order.
public struct WireObjectSchema: Sendable {
  public var name: String
  public var summary: String
  public var fields: [WireFieldSchema]
}

/// One member of an object.
public struct WireFieldSchema: Sendable {
  public var name: String
  public var type: WireType
  public var presence: WirePresence
  public var summary: String
}

/// Whether a member is always there, may be left out, or may be null.
public enum WirePresence: Sendable {
  case required
  /// Left out when there is nothing to say.
  case optional
  /// Always there; null when there is nothing to say.
  case nullable
}
