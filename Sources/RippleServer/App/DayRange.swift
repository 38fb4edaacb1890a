import Hummingbird
import RippleCore

extension Request {
  /// `?start=&end=` as a day range: defaults to the `defaultDays` days ending today, refused with
  /// 400 when reversed or longer than `maxDays`.
  func dayRange(
    today: Day, defaultDays: Int = 30, maxDays: Int, limitText: String? = nil
  )
    throws(APIError) -> ClosedRange<Day>
  {
    let end = try dayParameter("end") ?? today
    let start = try dayParameter("start") ?? end.adding(days: -(defaultDays - 1))
    guard start <= end else {
      throw .badRequest("'start' must not be after 'end'", field: "start")
    }
    guard start.distance(to: end) < maxDays else {
      throw .badRequest(
        limitText ?? "A range can span at most \(maxDays) days", field: "end")
    }
    return start...end
  }
}
