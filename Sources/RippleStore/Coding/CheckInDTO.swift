import RippleCore
import RippleWire

/// A check-in as JSON: `{"habitId", "day", "state", "value", "note", "mood", "loggedMinute",
/// "updatedAt"}` (absent optional keys read as null).
public struct CheckInDTO: Codable, Sendable, Equatable {
  public var checkIn: CheckIn

  public init(_ checkIn: CheckIn) { self.checkIn = checkIn }

  enum CodingKeys: String, CodingKey {
    case habitId, day, state, value, note, mood, loggedMinute, updatedAt
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let hasMood = try container.contains(.mood) && !container.decodeNil(forKey: .mood)
    checkIn = CheckIn(
      habitID: HabitID(try container.decode(String.self, forKey: .habitId)),
      day: try container.decodeDay(.day),
      state: try container.decodeCode(CheckInState.self, .state),
      value: try container.decodeIfPresent(Double.self, forKey: .value),
      note: try container.decodeIfPresent(String.self, forKey: .note),
      mood: hasMood ? try container.decodeCode(Mood.self, .mood) : nil,
      loggedMinute: try container.decodeIfPresent(Int.self, forKey: .loggedMinute),
      updatedAt: try container.decodeIfPresent(Int64.self, forKey: .updatedAt) ?? 0)
  }

  /// Written as the API writes it (RippleWire's `CheckInWire`), so a backup holds the same JSON.
  public func encode(to encoder: any Encoder) throws {
    try CheckInWire(checkIn).encodeWire(to: encoder)
  }
}
