import Foundation
import RippleCore
import RippleStore
import RippleStorePostgres
import RippleStoreSQLite

/// The child process of the store's crash test: writes check-ins for days `first`, `first + 1`…
/// of one habit, printing `ack <day>` after each commit, until it is killed. The database is a
/// SQLite file or a `postgres://` address.
///
///     RippleCrashWriter <database path|url> <habit id> <first day>
@main
struct CrashWriter {
  static func main() async throws {
    let arguments = CommandLine.arguments
    guard arguments.count == 4, let first = Int(arguments[3]) else {
      FileHandle.standardError.write(Data("usage: RippleCrashWriter PATH HABIT FIRST_DAY\n".utf8))
      exit(2)
    }
    let store: any RippleRepository =
      PostgresLocation.isAddress(arguments[1])
      ? try await PostgresStore.open(try PostgresLocation(arguments[1]))
      : try SQLiteStore(path: arguments[1], verify: false)
    let habit = HabitID(arguments[2])
    FileHandle.standardOutput.write(Data("ready\n".utf8))
    var day = first
    while true {
      let checkIn = CheckIn(
        habitID: habit, day: Day(daysSinceEpoch: day), note: "written by the crash test",
        updatedAt: Int64(day))
      _ = try await store.upsertCheckIn(checkIn, for: .local)
      FileHandle.standardOutput.write(Data("ack \(day)\n".utf8))
      day += 1
    }
  }
}
