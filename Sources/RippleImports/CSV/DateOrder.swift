import RippleCore

/// How a file writes its days: year first (`2024-03-07`, `2024/03/07`, with or without a time
/// after), or day and month first with the year last (`07/03/2024`, `03/07/2024`).
public enum DateOrder: String, CaseIterable, Sendable {
  case ymd, dmy, mdy

  /// The day `text` names in this order, or nil. A time after the date (`T08:00`, ` 08:00:00`) is
  /// ignored: the date part is the civil day as the app wrote it.
  func day(_ text: String) -> Day? {
    guard let parts = DateOrder.parts(text) else { return nil }
    let (year, month, day): (Int, Int, Int)
    switch (self, parts.yearFirst) {
    case (.ymd, true): (year, month, day) = (parts.a, parts.b, parts.c)
    case (.dmy, false): (year, month, day) = (parts.c, parts.b, parts.a)
    case (.mdy, false): (year, month, day) = (parts.c, parts.a, parts.b)
    default: return nil
    }
    return try? Day(year: year, month: month, day: day)
  }

  /// The orders that read the most of `texts` (the first few thousand are enough to judge): a
  /// stray row does not hide how the rest of the file writes its dates.
  static func candidates(for texts: some Sequence<String>) -> [DateOrder] {
    var counts = [DateOrder: Int]()
    for text in texts.prefix(5_000) where !text.isEmpty {
      for order in DateOrder.allCases where order.day(text) != nil {
        counts[order, default: 0] += 1
      }
    }
    guard let best = counts.values.max(), best > 0 else { return [] }
    return DateOrder.allCases.filter { counts[$0] == best }
  }

  /// Three numbers split by `-`, `/` or `.`, the first or last of four digits; what follows a
  /// `T` or a space (a time) is ignored. Read from the bytes: a file has a date on every row.
  private static func parts(_ text: String) -> (a: Int, b: Int, c: Int, yearFirst: Bool)? {
    var numbers: [Int] = []
    var widths: [Int] = []
    var value = 0
    var width = 0
    var started = false
    for byte in text.utf8 {
      switch byte {
      case 0x30...0x39:
        guard width < 4 else { return nil }
        value = value * 10 + Int(byte - 0x30)
        width += 1
        started = true
      case 0x2D, 0x2F, 0x2E:
        guard width > 0, numbers.count < 2 else { return nil }
        numbers.append(value)
        widths.append(width)
        (value, width) = (0, 0)
      case 0x54, 0x20,
        0x09 where started:
        guard numbers.count == 2 else { return nil }
        return finished(numbers + [value], widths + [width])
      case 0x20, 0x09: continue
      default: return nil
      }
    }
    return finished(numbers + [value], widths + [width])
  }

  private static func finished(
    _ numbers: [Int], _ widths: [Int]
  ) -> (a: Int, b: Int, c: Int, yearFirst: Bool)? {
    guard numbers.count == 3, widths.allSatisfy({ $0 > 0 }) else { return nil }
    if widths[0] == 4 { return (numbers[0], numbers[1], numbers[2], true) }
    if widths[2] == 4 { return (numbers[0], numbers[1], numbers[2], false) }
    return nil
  }

  public var example: String {
    switch self {
    case .ymd: return "2024-03-07"
    case .dmy: return "07/03/2024 (day first)"
    case .mdy: return "03/07/2024 (month first)"
    }
  }
}
