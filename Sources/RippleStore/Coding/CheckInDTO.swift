import RippleCore

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

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(checkIn.habitID.rawValue, forKey: .habitId)
    try container.encode(checkIn.day.text, forKey: .day)
    try container.encode(checkIn.state.rawValue, forKey: .state)
    try container.encode(checkIn.value, forKey: .value)
    try container.encode(checkIn.note, forKey: .note)
    try container.encode(checkIn.mood?.rawValue, forKey: .mood)
    try container.encode(checkIn.loggedMinute, forKey: .loggedMinute)
    try container.encode(checkIn.updatedAt, forKey: .updatedAt)
  }
}
