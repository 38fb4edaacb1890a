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

  public static var wireType: WireType { .object(WireRef(wireName) { wireSchema }) }

  public static var wireSchema: WireObjectSchema {
    WireObjectSchema(
      name: wireName, summary: wireSummary, fields: wireFields.map { $0.schema })
  }
}

/// One member of a `WireObject`: its name, how to read it from the object, and whether it may be
/// left out (`optional`) or null (`nullable`).
public struct WireField<Root>: Sendable {
  public let schema: WireFieldSchema
  let write: @Sendable (Root, inout JSONWriter) -> Void

  /// A member that is always there.
  public init<Value: WireValue>(
    _ name: String, _ summary: String = "", _ value: @escaping @Sendable (Root) -> Value
  ) {
    schema = WireFieldSchema(
      name: name, type: Value.wireType, presence: .required, summary: summary)
    write = { root, json in
      json.key(name)
      value(root).write(to: &json)
    }
  }

  /// A member left out when `value` is nil.
  public static func optional<Value: WireValue>(
    _ name: String, _ summary: String = "", _ value: @escaping @Sendable (Root) -> Value?
  ) -> WireField {
    WireField(
      schema: WireFieldSchema(
        name: name, type: Value.wireType, presence: .optional, summary: summary)
    ) { root, json in
      guard let member = value(root) else { return }
      json.key(name)
      member.write(to: &json)
    }
  }

  /// A member written as null when `value` is nil.
  public static func nullable<Value: WireValue>(
    _ name: String, _ summary: String = "", _ value: @escaping @Sendable (Root) -> Value?
  ) -> WireField {
    WireField(
      schema: WireFieldSchema(
        name: name, type: Value.wireType, presence: .nullable, summary: summary)
    ) { root, json in
      json.key(name)
      if let member = value(root) { member.write(to: &json) } else { json.null() }
    }
  }

  private init(
    schema: WireFieldSchema, write: @escaping @Sendable (Root, inout JSONWriter) -> Void
  ) {
    self.schema = schema
    self.write = write
  }
}
