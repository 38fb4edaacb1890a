import RippleCore
import RippleWire

/// Typed reads of one JSON object's members, failing with the member's name.
struct JSONFields {
  let json: JSON
  let path: String

  init(_ json: JSON, path: String) throws(EngineError) {
    guard case .object = json else { throw .invalid("\(path) must be an object", field: path) }
    self.json = json
    self.path = path
  }

  func has(_ key: String) -> Bool {
    guard let value = json[key] else { return false }
    return !value.isNull
  }

  /// The member is there, null or not (a write that names `note: null` removes the note; one
  /// that leaves it out keeps it).
  func names(_ key: String) -> Bool {
    json[key] != nil
  }

  func string(_ key: String) throws(EngineError) -> String {
    guard let value = try optionalString(key) else {
      throw .invalid("'\(key)' is required", field: key)
    }
    return value
  }

  func optionalString(_ key: String) throws(EngineError) -> String? {
    guard let value = json[key], !value.isNull else { return nil }
    guard case .string(let text) = value else {
      throw .invalid("'\(key)' must be a string", field: key)
    }
    return text
  }

  func double(_ key: String) throws(EngineError) -> Double {
    guard let value = try optionalDouble(key) else {
      throw .invalid("'\(key)' is required", field: key)
    }
    return value
  }

  func optionalDouble(_ key: String) throws(EngineError) -> Double? {
    guard let value = json[key], !value.isNull else { return nil }
    guard case .number(let number) = value else {
      throw .invalid("'\(key)' must be a number", field: key)
    }
    return number
  }

  func int(_ key: String) throws(EngineError) -> Int {
    guard let value = try optionalInt(key) else {
      throw .invalid("'\(key)' is required", field: key)
    }
    return value
  }

  /// A whole number that fits `Int` (32 bits on wasm32).
  func optionalInt(_ key: String) throws(EngineError) -> Int? {
    guard let number = try optionalInt64(key) else { return nil }
    guard number >= Int64(Int.min), number <= Int64(Int.max) else {
      throw .invalid("'\(key)' is out of range", field: key)
    }
    return Int(number)
  }

  /// A whole number such as milliseconds since 1970.
  func optionalInt64(_ key: String) throws(EngineError) -> Int64? {
    guard let number = try optionalDouble(key) else { return nil }
    guard number == number.rounded(), abs(number) < 9.0e15 else {
      throw .invalid("'\(key)' must be a whole number", field: key)
    }
    return Int64(number)
  }

  func optionalBool(_ key: String) throws(EngineError) -> Bool? {
    guard let value = json[key], !value.isNull else { return nil }
    guard case .bool(let flag) = value else {
      throw .invalid("'\(key)' must be true or false", field: key)
    }
    return flag
  }

  func array(_ key: String) throws(EngineError) -> [JSON] {
    guard let value = json[key], !value.isNull else { return [] }
    guard case .array(let items) = value else {
      throw .invalid("'\(key)' must be an array", field: key)
    }
    return items
  }

  func day(_ key: String) throws(EngineError) -> Day {
    let text = try string(key)
    do { return try Day(parsing: text) } catch { throw .invalid(error.message, field: key) }
  }

  func weekdays(_ key: String) throws(EngineError) -> WeekdaySet {
    var days: [Weekday] = []
    for item in try array(key) {
      guard case .string(let code) = item, let weekday = Weekday(code: code) else {
        throw .invalid("'\(key)' holds something that is not a weekday like 'mon'", field: key)
      }
      days.append(weekday)
    }
    return WeekdaySet(days)
  }
}
