import RippleCore
import Testing

/// An account in private mode: the server's own words (push reminders, milestones, the weekly
/// summary, the calendar feed) quote none of the person's, and are otherwise the same.
@Suite struct PrivateWordsTests {
  let wednesday = day("2026-03-04")

  func due(
    _ logs: [HabitLog], on today: Day, goals: [CoachState] = [], privateWords: Bool
  )
    -> [DueNotification]
  {
    NotificationPlanner.due(
      NotificationDay(
        logs: logs, settings: Settings(tier: .premium), preferences: NotificationPreferences(),
        day: today, zone: .fixed(0), goals: goals, privateWords: privateWords))
  }

  @Test func aReminderSaysAHabitIsDueAndKeepsEverythingElse() {
    let secret = log(.daily, "", name: "Lithium 300mg", reminders: [at(8)])
    let plain = due([secret], on: wednesday, privateWords: false)
    let sealed = due([secret], on: wednesday, privateWords: true)
    #expect(plain.map(\.title) == ["Lithium 300mg"])
    #expect(sealed.map(\.title) == [NotificationPlanner.privateReminderTitle])
    #expect(sealed.map(\.title) == ["A habit is due"])
    #expect(sealed.map(\.key) == plain.map(\.key))
    #expect(sealed.map(\.habitID) == plain.map(\.habitID))
    #expect(sealed.map(\.body) == plain.map(\.body))
    #expect(sealed.map(\.actions) == plain.map(\.actions))
  }

  @Test func aMilestoneDoesNotNameItsHabit() {
    var read = log(.daily, "xxxxxx", name: "Lithium 300mg")
    let today = monday.adding(days: 6)
    read.set(CheckIn(habitID: read.habit.id, day: today, loggedMinute: 9 * 60))
    let sealed = due([read], on: today, privateWords: true)
    #expect(sealed.map(\.body) == ["You've reached a 7 day streak!"])
  }

  @Test func theWeeklySummaryDoesNotQuoteTheGoal() {
    let goal = CoachFixtures.state()
    let logs = [CoachFixtures.log("xx.x..", state: goal)]
    let sunday = day("2026-03-08")
    let plain = due(logs, on: sunday, goals: [goal], privateWords: false).filter {
      $0.kind == .weeklySummary
    }
    let sealed = due(logs, on: sunday, goals: [goal], privateWords: true).filter {
      $0.kind == .weeklySummary
    }
    #expect(plain.map(\.title) == ["Your week: Stretch 20 minutes"])
    #expect(sealed.map(\.title) == ["Your week"])
    #expect(!sealed.contains { $0.body.contains("Stretch") })
  }

  @Test func theCalendarFeedShowsHabitRemindersAndSaysWhy() {
    // Ids are the clients' UUIDs: the fixtures' are the name, which the event's UID carries.
    var secret = habit("Lithium 300mg", reminders: [at(8), at(21)])
    secret.id = HabitID("6F1C2A3B-0000-4000-8000-000000000001")
    let text = CalendarFeed.document(
      habits: [secret], zone: "Europe/Berlin", stamp: "20261118T103000Z", privateWords: true)
    let unfolded = text.replacingOccurrences(of: "\r\n ", with: "")
    #expect(!unfolded.contains("Lithium"))
    let lines = unfolded.split(separator: "\r\n").map(String.init)
    #expect(lines.filter { $0 == "SUMMARY:Habit reminder" }.count == 2)
    #expect(lines.filter { $0 == "DESCRIPTION:Habit reminder" }.count == 2)
    #expect(
      lines.contains(
        "X-WR-CALDESC:Private mode is on: habit names stay on your devices\\, so this calendar "
          + "shows \"Habit reminder\" for each."))
    let plain = CalendarFeed.document(
      habits: [secret], zone: "Europe/Berlin", stamp: "20261118T103000Z")
    #expect(plain.contains("SUMMARY:Lithium 300mg"))
    #expect(!plain.contains("X-WR-CALDESC"))
  }
}
