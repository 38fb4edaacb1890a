/// What a licence says: the tier bought, who holds it, the day it was issued and, for Premium+,
/// its last day. The signed bytes are `payload`, one field a line.
public struct LicenceClaims: Hashable, Sendable {
  public static let version = "ripple-licence-1"
  public static let maxHolderLength = 254

  public var kind: LicenceKind
  public var holder: String
  public var issued: Day
  /// The last day of a Premium+ licence (nil for Premium).
  public var expires: Day?

  /// A new licence issued on `issued`; Premium+ lasts one year (through the same date a year on).
  public init(kind: LicenceKind, holder: String, issued: Day) throws(LicenceError) {
    try Self.check(holder: holder)
    self.kind = kind
    self.holder = holder
    self.issued = issued
    expires = kind == .premiumPlus ? Self.oneYear(after: issued) : nil
  }

  /// Reads the signed text back.
  public init(payload: String) throws(LicenceError) {
    let lines = payload.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    guard lines.count == 5, lines[0] == Self.version else {
      throw .malformed("unknown format")
    }
    guard let kind = LicenceKind(rawValue: lines[1]) else { throw .malformed("unknown tier") }
    try Self.check(holder: lines[2])
    guard let issued = try? Day(parsing: lines[3]) else { throw .malformed("bad issue day") }
    let expires: Day?
    switch (kind, lines[4].isEmpty) {
    case (.premium, true): expires = nil
    case (.premiumPlus, false):
      guard let day = try? Day(parsing: lines[4]), day >= issued else {
        throw .malformed("bad expiry day")
      }
      expires = day
    default: throw .malformed("expiry does not match the tier")
    }
    self.kind = kind
    holder = lines[2]
    self.issued = issued
    self.expires = expires
  }

  /// The exact text that is signed.
  public var payload: String {
    [Self.version, kind.rawValue, holder, issued.text, expires?.text ?? ""].joined(separator: "\n")
  }

  static func check(holder: String) throws(LicenceError) {
    let count = holder.utf8.count
    guard count > 0, count <= maxHolderLength else {
      throw .malformed("the holder must be 1–\(maxHolderLength) characters")
    }
    for scalar in holder.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F {
      throw .malformed("the holder may not contain control characters")
    }
  }

  /// The same date a year later (28 February for 29 February).
  static func oneYear(after day: Day) -> Day {
    let (year, month, date) = day.civil
    let last = Day.length(ofMonth: month, year: year + 1)
    return (try? Day(year: year + 1, month: month, day: min(date, last))) ?? day.adding(days: 365)
  }
}
