/// An object on the wire, declared as the list of its members: each member is written, and
/// described in the schemas, from the same entry, so a new member is one line.
public protocol WireObject: WireValue {
  /// Its name in the API document and the web app's types.
  static var wireName: String { get }
  /// What it is, in a sentence.
  static var wireSummary: String { get }
  static var wireFields: [WireField<Self>] { get }
}

extension WireObject {
  public func write(to json: inout JSONWriter) {
    json.object { json in
      for field in Self.wireFields { field.write(self, &json) }
    }
  }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .object(WireRef(wireName) { wireSchema }) }

  public static var wireSchema: WireObjectSchema {
    WireObjectSchema(
      name: wireName, summary: wireSummary, fields: wireFields.map { $0.schema })
  }
  #endif
}

/// One member of a `WireObject`: its name, how to read it from the object, and whether it may be
/// left out (`optional`) or null (`nullable`). The engine in the browser (Embedded Swift) only
/// writes: the schema, its descriptions and types, are not built there.
public struct WireField<Root>: Sendable {
  #if !hasFeature(Embedded)
  public let schema: WireFieldSchema
  #endif
  let write: @Sendable (Root, inout JSONWriter) -> Void

  /// A member that is always there; `type` narrows what its value's type says (a string's
  /// words, a day's format).
  public init<Value: WireValue>(
    _ name: String, _ summary: @autoclosure () -> String = "",
    as type: @autoclosure () -> WireType? = nil,
    _ value: @escaping @Sendable (Root) -> Value
  ) {
    self.init(name, summary, type, Value.self, .required) { root, json in
      json.key(name)
      value(root).write(to: &json)
    }
  }

  /// A member left out when `value` is nil.
  public static func optional<Value: WireValue>(
    _ name: String, _ summary: @autoclosure () -> String = "",
    as type: @autoclosure () -> WireType? = nil,
    _ value: @escaping @Sendable (Root) -> Value?
  ) -> WireField {
    WireField(name, summary, type, Value.self, .optional) { root, json in
      guard let member = value(root) else { return }
      json.key(name)
      member.write(to: &json)
    }
  }

  /// A member written as null when `value` is nil.
  public static func nullable<Value: WireValue>(
    _ name: String, _ summary: @autoclosure () -> String = "",
    as type: @autoclosure () -> WireType? = nil,
    _ value: @escaping @Sendable (Root) -> Value?
  ) -> WireField {
    WireField(name, summary, type, Value.self, .nullable) { root, json in
      json.key(name)
      if let member = value(root) { member.write(to: &json) } else { json.null() }
    }
  }

  /// This member, of a value that `Outer` holds.
  public func reading<Outer>(_ part: @escaping @Sendable (Outer) -> Root) -> WireField<Outer> {
    let write = self.write
    #if hasFeature(Embedded)
    return WireField<Outer> { outer, json in write(part(outer), &json) }
    #else
    return WireField<Outer>(schema: schema) { outer, json in write(part(outer), &json) }
    #endif
  }

  #if hasFeature(Embedded)
  private init(write: @escaping @Sendable (Root, inout JSONWriter) -> Void) { self.write = write }
  #else
  private init(
    schema: WireFieldSchema, write: @escaping @Sendable (Root, inout JSONWriter) -> Void
  ) {
    self.schema = schema
    self.write = write
  }
  #endif

  private init<Value: WireValue>(
    _ name: String, _ summary: () -> String, _ type: () -> WireType?, _: Value.Type,
    _ presence: WirePresence, write: @escaping @Sendable (Root, inout JSONWriter) -> Void
  ) {
    #if !hasFeature(Embedded)
    schema = WireFieldSchema(
      name: name, type: type() ?? Value.wireType, presence: presence, summary: summary())
    #endif
    self.write = write
  }
}
