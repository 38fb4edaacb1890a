import RippleCore

/// The Statistics report of a range, as the engine computes it for the API.
enum StatisticsRequest {
  static func report(_ range: StatsRange, session: Session) async throws -> StatisticsReport {
    let logs = try await session.logs(.all)
    do {
      return try StatisticsReport(
        logs: logs, range: range, today: session.today, settings: session.settings,
        minutesIntoDay: session.moment.minutesIntoDay)
    } catch .needsPremium(let reason) {
      throw CommandError(
        message: reason + " The free plan shows --range week and 7d.", status: .needsPremium)
    } catch {
      throw error
    }
  }
}
