import Foundation

/// An instant as typed for `--now` / `RIPPLE_NOW`: ISO 8601 with a zone, such as
/// `2026-06-10T09:30:00Z`, `2026-06-10T23:30:00+14:00` or `2026-06-10T09:30:00.250Z`.
public enum InstantText {
  /// Milliseconds since 1970 of `text`, or an error naming the expected form.
  public static func millis(_ text: String) throws(InstantTextError) -> Int64 {
    let trimmed = text.trimmingCharacters(in: .whitespaces)
    for options in formats {
      let formatter = ISO8601DateFormatter()
      formatter.formatOptions = options
      if let date = formatter.date(from: trimmed) {
        return Int64((date.timeIntervalSince1970 * 1000).rounded())
      }
    }
    throw InstantTextError(text: text)
  }

  private static let formats: [ISO8601DateFormatter.Options] = [
    [.withInternetDateTime],
    [.withInternetDateTime, .withFractionalSeconds],
  ]
}

/// Text that is not an ISO 8601 instant with a zone.
public struct InstantTextError: Error, Equatable, Sendable {
  public var text: String

  public var message: String {
    "'\(text)' is not an instant in the form yyyy-MM-ddTHH:mm:ssZ (or with an offset like +02:00)"
  }
}

extension InstantText {
  /// `2026-06-10T09:30:00Z` for seconds since 1970.
  public static func iso(seconds: Int64) -> String {
    let formatter = ISO8601DateFormatter()
    formatter.formatOptions = [.withInternetDateTime]
    return formatter.string(from: Date(timeIntervalSince1970: Double(seconds)))
  }
}
