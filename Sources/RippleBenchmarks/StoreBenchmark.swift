import Dispatch
import Foundation
import RippleCore
import RippleStore
import RippleStoreSQLite

/// Times the SQLite store on a real file (release build): 50 habits × 5 years of check-ins,
/// restored from a backup, then durable upserts, the Today read, a 365-day history read, and
/// backup and restore. Budgets: upsert p99 under 5 ms, Today read under 2 ms.
func runStoreBenchmark() {
  let semaphore = DispatchSemaphore(value: 0)
  Task.detached {
    do {
      try await StoreBenchmark().run()
    } catch {
      print("store: failed: \(error)")
    }
    semaphore.signal()
  }
  semaphore.wait()
}

private struct StoreBenchmark {
  let today = try! Day(year: 2026, month: 3, day: 4)
  let user = UserID.local

  func run() async throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-store-benchmark-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("ripple.sqlite").path
    let logs = EngineFixture.logs(habits: 50, years: 5, through: today)
    let document = BackupDocument(
      exportedAt: 1, settings: Settings(tier: .premium), habits: logs.map(\.habit),
      checkIns: logs.flatMap { $0.checkIns.values.sorted { $0.day < $1.day } })
    print(
      "store: \(document.habits.count) habits, \(document.checkIns.count) check-ins, file in \(folder.path)"
    )

    let store = try SQLiteStore(path: path)
    _ = try await store.savePlan(.premium, for: user)
    let restore = try await measure(runs: 3) {
      _ = try await store.restore(document, for: user, today: today)
    }
    let bytes = try await store.backup(for: user, now: 1).encoded()
    let backup = try await measure(runs: 5) {
      _ = try await store.backup(for: user, now: 1).encoded()
    }
    let decode = try await measure(runs: 3) { _ = try BackupDocument.decode(bytes) }
    let upserts = try await upsertLatencies(store, habits: document.habits, count: 1000)
    let window = today.adding(days: -400)
    let todayRead = try await measure {
      _ = try await store.logs(for: user, filter: .active, from: window)
    }
    var toggle = 0
    let afterWrite = try await measure {
      toggle += 1
      _ = try await store.upsertCheckIn(toggled(document.habits[0], toggle), for: user)
    } body: {
      _ = try await store.logs(for: user, filter: .active, from: window)
    }
    let otherProcess = try SQLiteStore(path: path, verify: false)
    let cold = try await measure {
      toggle += 1
      _ = try await otherProcess.upsertCheckIn(toggled(document.habits[1], toggle), for: user)
    } body: {
      _ = try await store.logs(for: user, filter: .active, from: window)
    }
    let allRead = try await measure { _ = try await store.logs(for: user, filter: .active) }
    let year = today.adding(days: -364)...today
    let habit = document.habits[0].id
    let history = try await measure {
      _ = try await store.checkIns(for: user, habit: habit, in: year)
    }
    let matrix = try await measure { _ = try await store.checkIns(for: user, habit: nil, in: year) }
    let openVerified = try await measure(runs: 5) { _ = try SQLiteStore(path: path) }
    let open = try await measure(runs: 5) { _ = try SQLiteStore(path: path, verify: false) }
    let size = (try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0

    print("  median (best) in ms")
    print(
      "  \(pad("upsert p50")) \(format(upserts[upserts.count / 2]))  durable (synchronous=FULL)")
    print("  \(pad("upsert p99")) \(format(upserts[upserts.count * 99 / 100]))  budget 5 ms")
    print("  \(pad("upsert max")) \(format(upserts.last!))")
    print("  \(pad("today read")) \(todayRead)  50 habits from today − 400 days; budget 2 ms")
    print("  \(pad("  after upsert")) \(afterWrite)  this process wrote a check-in just before")
    print("  \(pad("  cold")) \(cold)  another process wrote just before: read from disk")
    print("  \(pad("all-time read")) \(allRead)  50 habits, every check-in (cached)")
    print("  \(pad("history 365 d")) \(history)  one habit")
    print("  \(pad("matrix 365 d")) \(matrix)  every habit")
    print("  \(pad("backup")) \(backup)  read + JSON, \(bytes.count / 1024) KB")
    print("  \(pad("backup decode")) \(decode)")
    print("  \(pad("restore")) \(restore)  validate + replace in one transaction")
    print("  \(pad("open")) \(open)  \(format(Double(size) / 1_048_576)) MB file")
    print("  \(pad("open + check")) \(openVerified)  with PRAGMA quick_check")
  }

  /// Today's check-in of `habit`, done or skipped by turns, always newer.
  private func toggled(_ habit: Habit, _ index: Int) -> CheckIn {
    CheckIn(
      habitID: habit.id, day: today, state: index % 2 == 0 ? .done : .skipped,
      updatedAt: 3_000_000_000_000 + Int64(index))
  }

  /// Milliseconds of each of `count` upserts, sorted.
  private func upsertLatencies(
    _ store: SQLiteStore, habits: [Habit], count: Int
  ) async throws
    -> [Double]
  {
    let clock = ContinuousClock()
    var samples: [Double] = []
    for index in 0..<count {
      let checkIn = CheckIn(
        habitID: habits[index % habits.count].id, day: today.adding(days: -(index / habits.count)),
        state: index % 3 == 0 ? .skipped : .done, note: index % 5 == 0 ? "benchmark" : nil,
        updatedAt: 2_000_000_000_000 + Int64(index))
      let start = clock.now
      _ = try await store.upsertCheckIn(checkIn, for: user)
      samples.append(milliseconds(clock.now - start))
    }
    return samples.sorted()
  }
}

private struct StoreTiming: CustomStringConvertible {
  var median: Double
  var best: Double
  var description: String { "\(format(median)) (\(format(best)))" }
}

private func measure(
  runs: Int = 15, _ setup: () async throws -> Void = {}, body: () async throws -> Void
) async throws -> StoreTiming {
  try await setup()
  try await body()  // warm up
  let clock = ContinuousClock()
  var samples: [Double] = []
  for _ in 0..<runs {
    try await setup()
    let start = clock.now
    try await body()
    samples.append(milliseconds(clock.now - start))
  }
  samples.sort()
  return StoreTiming(median: samples[runs / 2], best: samples[0])
}

private func milliseconds(_ duration: Duration) -> Double {
  let (seconds, attoseconds) = duration.components
  return Double(seconds) * 1000 + Double(attoseconds) / 1e15
}

private func pad(_ text: String) -> String {
  text + String(repeating: " ", count: max(0, 14 - text.count))
}

private func format(_ milliseconds: Double) -> String {
  let hundredths = Int((milliseconds * 100).rounded())
  let fraction = hundredths % 100
  return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}
