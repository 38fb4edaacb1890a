import RippleCore

extension KeyedDecodingContainer {
  /// The value when the key is present, nil when it is absent; an explicit `null` is refused,
  /// for a field whose documented type is not nullable.
  public func decodeNonNullIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
    guard contains(key) else { return nil }
    return try decode(type, forKey: key)
  }

  func decodeDay(_ key: Key) throws -> Day {
    let text = try decode(String.self, forKey: key)
    do {
      return try Day(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: error.message)
    }
  }

  /// A string enum; an unknown value names the ones allowed.
  func decodeCode<T: RawRepresentable & CaseIterable>(_ type: T.Type, _ key: Key) throws -> T
  where T.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = T(rawValue: text) else {
      let allowed = T.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "'\(text)' is not one of \(allowed)")
    }
    return value
  }

  func decodeWeekdays(_ key: Key) throws -> WeekdaySet {
    let weekdays = try decode([String].self, forKey: key).map { code in
      guard let weekday = Weekday(code: code) else {
        throw DecodingError.dataCorruptedError(
          forKey: key, in: self, debugDescription: "'\(code)' is not a weekday like 'mon'")
      }
      return weekday
    }
    return WeekdaySet(weekdays)
  }
}
