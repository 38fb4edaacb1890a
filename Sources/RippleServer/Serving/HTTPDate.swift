import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The `Date` header's value (RFC 9110's IMF-fixdate), formatted at most once a second.
final class HTTPDate: Sendable {
  private let cached = Mutex<(second: Int, text: String)>((-1, ""))

  /// Now, as "Sun, 06 Nov 1994 08:49:37 GMT".
  var now: String {
    let second = time(nil)
    return cached.withLock { cache in
      if cache.second != second {
        cache = (second, Self.format(second))
      }
      return cache.text
    }
  }

  static func format(_ second: time_t) -> String {
    var seconds = second
    var parts = tm()
    gmtime_r(&seconds, &parts)
    let weekdays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"]
    let months = [
      "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    func two(_ value: Int32) -> String { value < 10 ? "0\(value)" : "\(value)" }
    return "\(weekdays[Int(parts.tm_wday)]), \(two(parts.tm_mday)) \(months[Int(parts.tm_mon)]) "
      + "\(parts.tm_year + 1900) \(two(parts.tm_hour)):\(two(parts.tm_min)):\(two(parts.tm_sec)) GMT"
  }
}
