import Foundation
import GRDB
import Testing

/// `ripple users …` on the database directly, with one-line errors and documented statuses.
@Suite struct UsersCommandTests {
  @Test func addListTokenInviteResetAndRemove() throws {
    let cli = try CLI()

    let added = try cli.run(
      "users", "add", "--email", "Ann@Example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    #expect(added.status == 0, "\(added)")
    #expect(added.stdout == "Added ann@example.com (admin).\n")
    let bob = try cli.run(
      "users", "add", "--email", "bob@example.com", "--password-stdin",
      stdin: "another long phrase\n")
    #expect(bob.stdout == "Added bob@example.com.\n", "\(bob)")

    let list = try cli.run("users", "list")
    #expect(list.stdout == "ann@example.com  (admin)\nbob@example.com\n", "\(list)")

    let token = try cli.run("users", "token", "--email", "bob@example.com", "--name", "Shortcuts")
    #expect(token.status == 0, "\(token)")
    #expect(token.stdout.hasPrefix("rpl_") && token.stdout.count == 48)
    let invite = try cli.run("users", "invite")
    #expect(invite.status == 0 && invite.stdout.count == 44, "\(invite)")

    let reset = try cli.run(
      "users", "reset-password", "--email", "bob@example.com", "--password-stdin",
      stdin: "a third long phrase\n")
    #expect(reset.status == 0, "\(reset)")

    for _ in 1...2 {
      let rotated = try cli.run("users", "rotate-key")
      #expect(rotated.stdout.hasPrefix("Made a new signing key"), "\(rotated)")
    }
    let keys = try DatabaseQueue(path: cli.database).read { db in
      try Int.fetchAll(db, sql: "SELECT retired_at IS NULL FROM signing_keys ORDER BY created_at")
    }
    #expect(keys == [0, 1])

    let removed = try cli.run("users", "remove", "--email", "bob@example.com", "--yes")
    #expect(
      removed.stdout == "Deleted the account bob@example.com and all its data.\n", "\(removed)")
    #expect(try cli.run("users", "list").stdout == "ann@example.com  (admin)\n")
    // Nothing of bob's remains: his token went with him.
    let tokens = try DatabaseQueue(path: cli.database).read { db in
      try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM access_tokens") ?? -1
    }
    #expect(tokens == 0)
  }

  @Test func resetPasswordRevokesTheAccountsTokensAndRecordsWhen() throws {
    let cli = try CLI()
    _ = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    let token = try cli.run("users", "token", "--email", "ann@example.com", "--name", "Shortcuts")
    #expect(token.status == 0, "\(token)")
    let live = "SELECT COUNT(*) FROM access_tokens WHERE revoked_at IS NULL"
    #expect(try DatabaseQueue(path: cli.database).read { try Int.fetchOne($0, sql: live) } == 1)

    let reset = try cli.run(
      "users", "reset-password", "--email", "ann@example.com", "--password-stdin",
      stdin: "a third long phrase\n")
    #expect(reset.status == 0, "\(reset)")
    #expect(reset.stdout.contains("access tokens revoked"), "\(reset)")

    let (stillLive, changedAt) = try DatabaseQueue(path: cli.database).read { db in
      (
        try Int.fetchOne(db, sql: live),
        try Int64?.fetchOne(db, sql: "SELECT password_changed_at FROM accounts") ?? nil
      )
    }
    #expect(stillLive == 0)
    #expect(changedAt != nil)
  }

  @Test(arguments: [
    (
      ["users", "add", "--email", "ann@example.com", "--password-stdin"], "short\n", 4,
      "Error: The password must have at least 8 characters"
    ),
    (
      ["users", "add", "--email", "ann@example.com", "--password-stdin"], "password123\n", 4,
      "Error: This password is one of the most common ones"
    ),
    (
      ["users", "add", "--email", "not-an-email", "--password-stdin"], "correct horse battery\n", 2,
      "Error: --email must be an email address"
    ),
    (
      ["users", "add", "--email", "ann@example.com"], "", 2,
      "Error: No terminal to ask for the password on"
    ),
    (
      ["users", "remove", "--email", "zed@example.com", "--yes"], "", 3,
      "Error: No account with the email zed@example.com"
    ),
    (
      ["users", "token", "--email", "zed@example.com", "--name", "x"], "", 3,
      "Error: No account with the email zed@example.com"
    ),
  ])
  func mistakesAreOneLineWithTheirStatus(
    _ arguments: [String], _ stdin: String, _ status: Int32, _ message: String
  ) throws {
    let cli = try CLI()
    let result = try cli.run(arguments, today: cli.today, stdin: stdin)
    #expect(result.status == status, "\(result)")
    #expect(result.stderr.hasPrefix(message), "\(result)")
    #expect(result.stderr.split(separator: "\n").count == 1, "\(result)")
  }

  @Test func aTakenEmailIsRefused() throws {
    let cli = try CLI()
    _ = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    let again = try cli.run(
      "users", "add", "--email", "ANN@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    #expect(again.status == 1)
    #expect(again.stderr == "Error: An account with this email already exists\n")
  }

  /// Accounts mode may listen beyond loopback. 192.0.2.1 (TEST-NET-1) is not an address of
  /// this machine, so the bind fails and nothing is exposed; what matters is that it tried.
  @Test func accountsModeIsNotRefusedBeyondLoopback() throws {
    let cli = try CLI()
    let result = try cli.run(
      ["serve", "--host", "192.0.2.1", "--port", "0", "--accounts"], today: cli.today,
      deadline: .seconds(10))
    #expect(!result.stderr.contains("refusing"), "\(result)")
    #expect(!result.stderr.contains("Warning"), "\(result)")
    #expect(result.status != 0, "\(result)")
  }

  @Test func aBadRegistrationModeIsAUsageError() throws {
    let cli = try CLI()
    let result = try cli.run("serve", "--accounts", "--registration", "maybe")
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("--registration must be open, invite or closed"), "\(result)")
  }
}
