import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Every backup Ripple writes restores, and gives back the same bytes: for random valid data
/// (every schedule and measure kind, notes with quotes, tabs, line breaks and emoji, moods,
/// archived habits, categories, settings), backup → restore into a new store → backup.
@Suite("Backup round trip (property)")
struct BackupRoundTripProperties {
  @Test(arguments: StoreKind.available, 0..<30)
  func backupRestoreBackupIsByteIdentical(_ kind: StoreKind, seed: Int) async throws {
    var random = SeededRandom(seed: UInt64(seed))
    let document = RandomUserData.document(&random)
    let source = try await StoreFixture(kind)
    _ = try await source.store.savePlan(document.settings.tier, for: user)
    _ = try await source.store.restore(document, for: user, today: today)
    let first = try await source.store.backup(for: user, now: 42).encoded()

    let target = try await StoreFixture(kind)
    _ = try await target.store.savePlan(document.settings.tier, for: user)
    let summary = try await target.store.restore(
      BackupDocument.decode(first), for: user, today: today)
    let second = try await target.store.backup(for: user, now: 42).encoded()

    #expect(summary.archived.isEmpty)
    #expect(summary.checkIns == document.checkIns.count)
    #expect(second == first)
  }
}

/// Random data that the engine's rules accept.
enum RandomUserData {
  static let texts = [
    "", "plain", "with, comma", #"quote " inside"#, "tab\there", "line\nbreak", "émoji 🏃‍♀️",
    "=SUM(A1)", "'leading", "日本語のメモ", "  spaced  ",
  ]

  static let names = ["", "with, comma", #"quote ""#, "émoji 🏃‍♀️", "=SUM(A1)", "日本語"]

  static func document(_ random: inout SeededRandom) -> BackupDocument {
    let zones = ["UTC", "Europe/Paris", "Pacific/Kiritimati", "Pacific/Pago_Pago", "Asia/Kolkata"]
    let settings = Settings(
      timeZone: zones.randomElement(using: &random)!,
      firstWeekday: Weekday.allCases.randomElement(using: &random)!,
      dayStartHour: Int.random(in: 0...23, using: &random),
      celebrations: [.full, .subtle, .off].randomElement(using: &random)!,
      tier: Bool.random(using: &random) ? .premium : .free)
    let categories = (0..<Int.random(in: 0...3, using: &random)).map { index in
      Category(id: CategoryID("cat-\(index)"), name: "Category \(index)", sortOrder: index)
    }
    let activeLimit = settings.tier == .free ? TierLimits.freeActiveHabits : 12
    var active = 0
    var habits: [Habit] = []
    for index in 0..<Int.random(in: 0...12, using: &random) {
      let archived = active >= activeLimit || Int.random(in: 0..<5, using: &random) == 0
      if !archived { active += 1 }
      habits.append(
        Habit(
          id: HabitID("habit-\(index)"),
          name: "Habit \(index) \(names.randomElement(using: &random)!)",
          description: texts.randomElement(using: &random)!.trimmed,
          color: "#10B981", categoryID: categories.randomElement(using: &random)?.id,
          schedule: schedule(&random), measure: measure(&random),
          reminders: [], isArchived: archived, sortOrder: index,
          createdDay: today.adding(days: -Int.random(in: 0...800, using: &random)),
          createdAt: Int64(index), updatedAt: Int64(index)))
    }
    var checkIns: [CheckIn] = []
    for habit in habits {
      var day = habit.createdDay
      while day <= today {
        if Int.random(in: 0..<3, using: &random) == 0 {
          checkIns.append(
            CheckIn(
              habitID: habit.id, day: day,
              state: [.done, .skipped, .missed].randomElement(using: &random)!,
              value: habit.measure.isNumeric
                ? Double(Int.random(in: 0...40, using: &random)) / 4 : nil,
              note: Bool.random(using: &random)
                ? nil : texts.randomElement(using: &random)!.trimmed.nilIfEmpty,
              mood: [nil, .great, .good, .okay, .bad].randomElement(using: &random)!,
              loggedMinute: Bool.random(using: &random)
                ? Int.random(in: 0..<1440, using: &random) : nil,
              updatedAt: Int64.random(in: 1...2_000_000_000_000, using: &random)))
        }
        day = day.adding(days: Int.random(in: 1...4, using: &random))
      }
    }
    return BackupDocument(
      exportedAt: 1, settings: settings, categories: categories, habits: habits,
      checkIns: checkIns)
  }

  static func schedule(_ random: inout SeededRandom) -> Schedule {
    switch Int.random(in: 0..<6, using: &random) {
    case 0: return .daily
    case 1: return .weekdays(WeekdaySet(bits: UInt8.random(in: 1...127, using: &random)))
    case 2: return .timesPerWeek(Int.random(in: 1...7, using: &random))
    case 3:
      return .everyNDays(Int.random(in: 1...30, using: &random), start: today.adding(days: -10))
    case 4:
      let days = Int.random(in: 1...30, using: &random)
      return .timesInDays(times: Int.random(in: 1...days, using: &random), days: days)
    default: return .monthDays(Set((0..<3).map { _ in Int.random(in: 1...31, using: &random) }))
    }
  }

  static func measure(_ random: inout SeededRandom) -> Measure {
    guard Bool.random(using: &random) else { return .boolean }
    return .numeric(
      target: Double(Int.random(in: 1...40, using: &random)) / 2, unit: "glasses",
      kind: Bool.random(using: &random) ? .atLeast : .atMost)
  }
}

extension String {
  fileprivate var nilIfEmpty: String? { isEmpty ? nil : self }
}
