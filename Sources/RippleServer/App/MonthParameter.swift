import Hummingbird
import RippleCore

extension Request {
  /// A `yyyy-MM` query parameter as the month's first day, or a 400 naming it.
  func monthParameter(_ name: String) throws(APIError) -> Day? {
    guard let text = uri.queryParameters.get(name) else { return nil }
    let message = "'\(name)' must be a month written yyyy-MM, like 2026-11"
    guard text.count == 7 else { throw .badRequest(message, field: name) }
    do { return try Day(parsing: text + "-01") } catch { throw .badRequest(message, field: name) }
  }
}
