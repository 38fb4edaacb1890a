import RippleCore

/// A habit as stored, as backups hold it and a restore reads it (the API document's
/// `StoredHabit`): the members the API's `Habit` begins with.
public struct StoredHabitWire: WireValue, Sendable {
  public var habit: Habit

  public init(_ habit: Habit) { self.habit = habit }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("StoredHabit") }
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      for field in Self.fields { field.write(habit, &json) }
    }
  }

  static let fields: [WireField<Habit>] =
    [WireField("id") { $0.id.rawValue }] + HabitDefinitionFields.look()
    + [.nullable("categoryId") { $0.categoryID?.rawValue }] + HabitDefinitionFields.plan() + [
      WireField("archived") { $0.isArchived },
      WireField("sortOrder") { $0.sortOrder },
      WireField("createdDay", as: .day) { $0.createdDay.text },
      WireField("createdAt", "Milliseconds since 1970") { $0.createdAt },
      WireField("updatedAt", "Milliseconds since 1970") { $0.updatedAt },
    ]
}

/// How a numeric habit's value is entered: quick-add steps, the minus step for small counts and
/// the values that meet the target (`metMax` absent: no upper bound).
public struct ValueEntryJSON: WireObject, Sendable {
  public var entry: ValueEntry

  public init(_ entry: ValueEntry) { self.entry = entry }

  public static let wireName = "ValueEntry"
  public static let wireSummary =
    "How a numeric habit's value is entered: the three quick-add steps (nice numbers ending with the largest not above three quarters of the target), a minus step of 1 for targets of 10 or less, and the values that meet the target (metMin ≤ value, ≤ metMax when present)"
  public static let wireFields: [WireField<ValueEntryJSON>] = [
    WireField("steps") { $0.entry.steps },
    .optional("decrement") { $0.entry.decrement },
    .optional("metMin") { $0.entry.metMin },
    .optional("metMax") { $0.entry.metMax },
  ]
}
