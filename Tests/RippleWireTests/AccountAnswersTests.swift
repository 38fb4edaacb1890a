import RippleCore
import RippleWire
import Testing

/// The server's answers about accounts, plans and data keep what they sent as `Encodable` types:
/// what is unknown is null where a client reads null, and left out where it reads absence.
@Suite struct AccountAnswersTests {
  static let day = Day(daysSinceEpoch: 20_775)  // 2026-11-18

  func text(_ value: some WireValue) -> String { String(decoding: value.jsonBytes, as: UTF8.self) }

  @Test func aLicenceStatusWritesWhatItLacksAsNull() throws {
    let licence = try LicenceClaims(kind: .premium, holder: "Ada", issued: Self.day)
    let status = LicenceStatusJSON(
      tier: .premium, licences: [licence], today: Self.day, plans: "on", purchaseUrl: nil)
    #expect(
      text(status)
        == #"{"plans":"on","tier":"premium","premium":true,"activeUntil":null,"notice":null,"#
        + #""purchaseUrl":null,"licences":[{"tier":"premium","holder":"Ada","#
        + #""issued":"2026-11-18","expires":null}]}"#)
  }

  @Test func anImportSummaryLeavesOutTheListsWithNothingInThem() {
    var summary = ImportSummaryJSON(ImportSummary(habits: 1, checkIns: 2, names: ["Read"]))
    #expect(text(summary) == #"{"habits":1,"checkIns":2,"names":["Read"],"archived":[]}"#)
    summary.summary.skipped = ["Walk: no schedule"]
    #expect(text(summary).hasSuffix(#""archived":[],"skipped":["Walk: no schedule"]}"#))
  }

  @Test func changesLeaveOutUnchangedSettingsAndWriteRowsAsABackupDoes() {
    let habit = Habit(id: HabitID("h1"), name: "Read", createdDay: Self.day)
    let changes = ChangesJSON(
      ChangeSet(
        sequence: 7, reset: false, settings: nil,
        categories: [Category(id: CategoryID("c1"), name: "Mind")], habits: [habit], checkIns: [],
        clearedCheckIns: [
          ClearedCheckIn(
            habitID: habit.id, day: Self.day, updatedAt: 5, kept: NoteAndMood(mood: .good))
        ]))
    let json = text(changes)
    #expect(json.hasPrefix(#"{"sequence":7,"reset":false,"categories":[{"id":"c1","#))
    #expect(json.contains(##""color":"#6366F1","sortOrder":0}]"##), "no icon, no member")
    #expect(json.contains(#""icon":"dot","categoryId":null,"schedule":{"#))
    #expect(
      json.hasSuffix(
        #""clearedCheckIns":[{"habitId":"h1","day":"2026-11-18","updatedAt":5,"mood":"good"}]}"#))
  }

  @Test func anUnlimitedPlanWritesItsLimitsAsNull() {
    let plan = MetaPlanJSON(
      tier: .premium, today: Self.day, activeHabits: 9, categories: 4, plans: "on",
      purchaseUrl: nil)
    let json = text(plan)
    #expect(json.contains(#""activeHabitLimit":null,"categoryLimit":null,"#))
    #expect(json.contains(#""canAddHabit":{"allowed":true},"#))
  }

  @Test func anAppLockNeverResetSaysNull() {
    #expect(text(AppLockStatusJSON(resetAt: nil)) == #"{"resetAt":null}"#)
    #expect(text(AppLockStatusJSON(resetAt: 12)) == #"{"resetAt":12}"#)
  }

  @Test func aLocalServerSaysNothingOfRegistration() {
    #expect(
      text(AuthStatusJSON(accounts: false, registration: nil, signedIn: false))
        == #"{"accounts":false,"signedIn":false}"#)
  }
}
