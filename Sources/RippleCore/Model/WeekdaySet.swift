/// A set of weekdays stored as seven bits (bit 0 = Sunday).
public struct WeekdaySet: Hashable, Sendable {
  public var bits: UInt8

  public init(bits: UInt8) { self.bits = bits & 0x7F }

  public init(_ weekdays: some Sequence<Weekday>) {
    var bits: UInt8 = 0
    for weekday in weekdays { bits |= 1 << UInt8(weekday.rawValue) }
    self.bits = bits
  }

  public static let all = WeekdaySet(bits: 0x7F)
  public static let none = WeekdaySet(bits: 0)

  public func contains(_ weekday: Weekday) -> Bool {
    bits & (1 << UInt8(weekday.rawValue)) != 0
  }

  public var count: Int { bits.nonzeroBitCount }
  public var isEmpty: Bool { bits == 0 }

  public var weekdays: [Weekday] { Weekday.allCases.filter(contains) }

  /// The days' codes, Monday first, as the API and backups write them.
  public var codes: [String] {
    Weekday.ordered(startingOn: .monday).filter { contains($0) }.map { $0.code }
  }
}
