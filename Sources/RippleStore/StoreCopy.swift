import Foundation
import RippleCore

/// Copies everything of one Ripple store into another of either kind (`ripple migrate-store`):
/// the accounts, then each user's data through their backup (private mode's keyring and sealed
/// items included), and checks each user's backup reads the same, byte for byte, from both.
public struct StoreCopy: Sendable {
  public struct Report: Equatable, Sendable {
    public var users = 0
    public var accounts = 0
    public var habits = 0
    public var checkIns = 0

    public init(users: Int = 0, accounts: Int = 0, habits: Int = 0, checkIns: Int = 0) {
      self.users = users
      self.accounts = accounts
      self.habits = habits
      self.checkIns = checkIns
    }
  }

  let source: any RippleStoreBackend
  let target: any RippleStoreBackend

  public init(source: any RippleStoreBackend, target: any RippleStoreBackend) {
    self.source = source
    self.target = target
  }

  /// Copies, then compares; `now` is the `exportedAt` of the compared backups.
  public func run(now: Int64) async throws -> Report {
    let accounts = try await source.accounts()
    guard try await target.accountCount() == 0,
      try await target.habits(for: .local, filter: .all).isEmpty
    else {
      throw StoreError.conflict(
        "\(target.displayName) already holds Ripple data; copy into an empty database")
    }
    var report = Report()
    var users = [UserID.local]
    for account in accounts {
      try await target.copyAccount(account)
      if !users.contains(account.id) { users.append(account.id) }
      report.accounts += 1
    }
    let partners = try await source.allPartnerships()
    try await target.copyPartnerships(partners.partnerships, invites: partners.invites)
    for user in users {
      let document = try await source.backup(for: user, now: now)
      _ = try await target.savePlan(document.settings.tier, for: user)
      _ = try await target.restore(document, for: user, today: Day(daysSinceEpoch: 0))
      let copied = try await target.backup(for: user, now: now)
      guard try copied.encoded() == document.encoded() else {
        throw StoreError.storage("The copy of user \(user) differs from the original")
      }
      report.users += 1
      report.habits += document.habits.count
      report.checkIns += document.checkIns.count
    }
    return report
  }
}
