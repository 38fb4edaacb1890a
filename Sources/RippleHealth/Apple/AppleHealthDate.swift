import RippleCore

/// A date as Apple Health writes it, `2024-03-01 08:00:00 +0100`: the local wall date (the day
/// a record counts for) and the instant (for lengths of time across midnight or offsets).
struct AppleHealthDate: Hashable {
  var day: Day
  /// Seconds since 1970-01-01 00:00 UTC.
  var instant: Int

  init?(_ bytes: UnsafeBufferPointer<UInt8>) {
    guard bytes.count == 25, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
      bytes[10] == 0x20, bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
      bytes[19] == 0x20, bytes[20] == UInt8(ascii: "+") || bytes[20] == UInt8(ascii: "-"),
      let year = ASCII.digits(bytes, 0, 4), let month = ASCII.digits(bytes, 5, 2),
      let dayOfMonth = ASCII.digits(bytes, 8, 2), let hour = ASCII.digits(bytes, 11, 2),
      let minute = ASCII.digits(bytes, 14, 2), let second = ASCII.digits(bytes, 17, 2),
      let offsetHours = ASCII.digits(bytes, 21, 2), let offsetMinutes = ASCII.digits(bytes, 23, 2),
      hour < 24, minute < 60, second < 61, offsetHours < 24, offsetMinutes < 60,
      let day = try? Day(year: year, month: month, day: dayOfMonth)
    else { return nil }
    let offset =
      (offsetHours * 3600 + offsetMinutes * 60) * (bytes[20] == UInt8(ascii: "-") ? -1 : 1)
    self.day = day
    self.instant = day.daysSinceEpoch * 86_400 + hour * 3600 + minute * 60 + second - offset
  }
}
