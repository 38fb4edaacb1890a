extension Day {
  /// Parses `yyyy-MM-dd` (exactly four, two and two digits).
  public init(parsing text: String) throws(DayError) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      throw .malformed(text)
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      throw .malformed(text)
    }
    try self.init(year: year, month: month, day: day)
  }

  /// The day as `yyyy-MM-dd`.
  public var text: String {
    let (year, month, day) = civil
    return Day.padded(year, to: 4) + "-" + Day.padded(month, to: 2) + "-" + Day.padded(day, to: 2)
  }

  static func padded(_ value: Int, to width: Int) -> String {
    let digits = String(value < 0 ? -value : value)
    let padding = String(repeating: "0", count: max(0, width - digits.count))
    return (value < 0 ? "-" : "") + padding + digits
  }
}

extension Day: CustomStringConvertible {
  public var description: String { text }
}
