/// Why a day could not be made from text or numbers.
public enum DayError: Error, Equatable, Sendable {
  case invalidDate(year: Int, month: Int, day: Int)
  case malformed(String)

  public var message: String {
    switch self {
    case .invalidDate(let year, let month, let day):
      return "\(year)-\(month)-\(day) is not a date in the calendar"
    case .malformed(let text):
      return "'\(text)' is not a date in the form yyyy-MM-dd"
    }
  }
}
