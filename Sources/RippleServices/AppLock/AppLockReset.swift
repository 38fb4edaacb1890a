import Foundation
import RippleCore
import RippleStore

/// The app lock lives in each browser and its passcode never reaches the server. Its one
/// server-side part is the reset a person asks for from the machine that runs Ripple
/// (`ripple lock reset`), kept as a server value per user: the time it was asked, which the app
/// reads at start and which drops any lock turned on before it.
public enum AppLockReset {
  public static func name(for user: UserID) -> String { "app-lock-reset:" + user.rawValue }

  /// Asks every browser's app lock of `user` to reset, from `millis` on.
  public static func request(
    for user: UserID, at millis: Int64, in store: some NotificationRepository
  ) async throws {
    try await store.setServerValue(name(for: user), Data(String(millis).utf8))
  }

  /// When the last reset was asked (milliseconds since 1970), or nil.
  public static func requested(
    for user: UserID, in store: some NotificationRepository
  ) async throws -> Int64? {
    guard let data = try await store.serverValue(name(for: user)) else { return nil }
    return Int64(String(decoding: data, as: UTF8.self))
  }
}
