import Foundation
import RippleCore

/// Notification rows and server values that are shared statements, written once.
extension SharedStatementStore {
  public func usersWithPushSubscriptions() async throws -> [UserID] {
    try await all(NotificationStatements.usersWithPushSubscriptions)
  }

  public func addSnooze(_ snooze: ReminderSnooze, day: Day, for user: UserID) async throws {
    try await run([
      Self.ensuringUser(user), NotificationStatements.snooze(snooze, day: day, user: user),
    ])
  }

  public func calendarUser(tokenDigest: String) async throws -> UserID? {
    try await all(NotificationStatements.calendarUser(tokenDigest: tokenDigest)).first
  }

  public func setServerValue(_ name: String, _ value: Data) async throws {
    try await run([NotificationStatements.setServerValue(name, [UInt8](value))])
  }
}
