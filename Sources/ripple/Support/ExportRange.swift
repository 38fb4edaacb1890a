import ArgumentParser
import RippleCore
import RippleStore

/// `--from` and `--to` of `ripple export` as a range of days (nil: everything).
enum ExportRange {
  static func resolve(
    from: DayText?, to: DayText?, session: Session
  ) async throws -> ClosedRange<Day>? {
    guard from != nil || to != nil else { return nil }
    let today = session.today
    var start = from?.resolved(today: today)
    let end = to?.resolved(today: today) ?? max(today, start ?? today)
    if start == nil {
      let first = try await session.store.checkIns(for: session.user, habit: nil, in: nil).first
      start = min(first?.day ?? end, end)
    }
    guard let start, start <= end else {
      throw CommandError.usage("--from must not be after --to")
    }
    return start...end
  }

  static func format(_ text: String) throws -> ExportFormat {
    guard let format = ExportFormat(rawValue: text.lowercased()) else {
      throw ArgumentParser.ValidationError("'\(text)' is not an export format: use csv or json")
    }
    return format
  }
}
