import RippleCore
import RippleServices
import RippleWire

/// Coming back after days away: how many, the days that may still be filled in (oldest first,
/// at most a week) and the coach's welcome. Progress, not perfection.
struct WelcomeBackJSON: Encodable, Sendable {
  var daysAway: Int
  var backfillDays: [String]
  var message: CoachMessageJSON

  init(_ welcome: WelcomeBack) {
    daysAway = welcome.daysAway
    backfillDays = welcome.backfillDays.map(\.text)
    message = CoachMessageJSON(welcome.message)
  }
}
