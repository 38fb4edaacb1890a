import ArgumentParser
import RippleCore
import RippleServices

/// `ripple lock reset`: every browser whose app lock was turned on before now drops it the next
/// time Ripple opens there, with the data that browser kept encrypted under it; the app then
/// downloads it again from this database.
struct LockReset: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "reset",
    abstract: "Reset the web app's lock in every browser (local mode).",
    discussion: """
      Each browser that had the lock on forgets it, and the copy of your habits it kept \
      encrypted, the next time Ripple opens there; it then downloads them again from this \
      database. Your habits here are not changed.
      """)

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var now: NowOptions

  func run() async throws {
    let opened = try await store.openStore()
    let millis = try now.serverClock().nowMillis()
    try await AppLockReset.request(for: UserID.local, at: millis, in: opened)
    Console.out("The app lock resets the next time Ripple opens in each browser.")
  }
}
