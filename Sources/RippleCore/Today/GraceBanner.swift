/// The one streak banner Today shows, when it helps: a streak is at risk and its grace window is
/// running out, the person's usual time for the habit has passed, or a limit habit has reached
/// its limit. Per-habit risk otherwise stays on the cards' streak lines.
public struct GraceBanner: Hashable, Sendable {
  public enum Reason: String, Sendable {
    case windowClosing = "window_closing"
    case usualTimePassed = "usual_time_passed"
    case limitReached = "limit_reached"
  }

  public var card: TodayCard
  public var reason: Reason

  public init(card: TodayCard, reason: Reason) {
    self.card = card
    self.reason = reason
  }

  public var message: String { card.atRiskMessage ?? "" }

  /// Hours left at or under which the grace window is running out.
  public static let closingHours = 3
  /// Days looked back for the usual completion time, and the completions it needs.
  static let usualWindow = 28
  static let usualSamples = 3

  /// The banner for `cards` at `moment`, or nil: the longest streak among those whose risk is
  /// worth a banner.
  static func decide(
    cards: [TodayCard], logs: [HabitLog], today: Day, moment: UserMoment, dayStartHour: Int
  ) -> GraceBanner? {
    guard moment.day == today else { return nil }
    let startMinute = max(0, min(23, dayStartHour)) * 60
    let intoDay = { (minute: Int) in (minute - startMinute + 1440) % 1440 }
    var best: GraceBanner?
    for card in cards where card.streak.atRisk && card.streak.current > 0 {
      let reason: Reason
      if card.habit.isLimit {
        reason = .limitReached
      } else if (card.streak.hoursLeft ?? 24) <= closingHours {
        reason = .windowClosing
      } else if let log = logs.first(where: { $0.habit.id == card.habit.id }),
        let usual = usualMinute(log, today: today), moment.minutesIntoDay > intoDay(usual)
      {
        reason = .usualTimePassed
      } else {
        continue
      }
      if best.map({ card.streak.current > $0.card.streak.current }) ?? true {
        best = GraceBanner(card: card, reason: reason)
      }
    }
    return best
  }

  /// The median wall-clock minute at which the habit was done over the recent days, when done
  /// often enough with a known time.
  static func usualMinute(_ log: HabitLog, today: Day) -> Int? {
    // The window's days looked up one by one: a long history is not walked for 28 days.
    var minutes: [Int] = []
    for back in 1...usualWindow {
      guard let checkIn = log.checkIns[today.adding(days: -back)], checkIn.state == .done,
        let minute = checkIn.loggedMinute
      else { continue }
      minutes.append(minute)
    }
    minutes.sort()
    guard minutes.count >= usualSamples else { return nil }
    return minutes[minutes.count / 2]
  }
}
