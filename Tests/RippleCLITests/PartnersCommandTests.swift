import Foundation
import RippleCore
import RippleStore
import RippleStoreOpening
import Testing

/// `ripple partners …` and `ripple shared` on an accounts database: the same use cases as the
/// API's (`Partnering`), as the account `--email` names, on a pinned clock.
@Suite struct PartnersCommandTests {
  static let now = "2026-11-18T09:00:00Z"

  /// Ann and Bob with accounts; Ann has Floss (done on Tuesday, a note planted) and Journal.
  func accounts() async throws -> CLI {
    let cli = try CLI()
    for email in ["ann@example.com", "bob@example.com"] {
      let added = try cli.run(
        "users", "add", "--email", email, "--password-stdin", stdin: "correct horse battery\n")
      #expect(added.status == 0, "\(added)")
    }
    let store = try await Store.open(cli.database)
    let ann = try #require(try await store.account(email: "ann@example.com")).id
    let today = try Day(parsing: "2026-11-18")
    let start = try Day(parsing: "2026-11-02")
    for name in ["Floss", "Journal"] {
      _ = try await store.createHabit(
        Habit(id: HabitID(name), name: name, color: "#4ECDC4", createdDay: start), for: ann,
        today: today)
    }
    _ = try await store.upsertCheckIn(
      CheckIn(
        habitID: HabitID("Floss"), day: try Day(parsing: "2026-11-17"), note: "PLANTED-NOTE"),
      keeping: .neither, for: ann)
    await store.close()
    return cli
  }

  func partners(_ cli: CLI, _ arguments: String..., as email: String) throws -> RunResult {
    try cli.run(arguments + ["--email", email, "--now", Self.now], today: nil, stdin: nil)
  }

  @Test func inviteAcceptShareSeeUnshareAndEnd() async throws {
    let cli = try await accounts()
    let invite = try partners(cli, "partners", "invite", "bob@example.com", as: "ann@example.com")
    #expect(invite.status == 0, "\(invite)")
    let waiting = try partners(cli, "partners", as: "bob@example.com")
    #expect(
      waiting.stdout.contains(
        "ann@example.com invites you: 'ripple partners accept ann@example.com' (until 2026-11-25)"),
      "\(waiting)")
    let accept = try partners(
      cli, "partners", "accept", "ann@example.com", as: "bob@example.com")
    #expect(accept.status == 0, "\(accept)")

    let share = try partners(
      cli, "partners", "share", "bob@example.com", "Floss", "--as", "Evening habit",
      "--include-past", as: "ann@example.com")
    #expect(share.stdout == "bob@example.com sees Floss as \"Evening habit\".\n", "\(share)")
    let listed = try partners(cli, "partners", as: "ann@example.com")
    #expect(listed.stdout.contains("  Floss shown as \"Evening habit\", with its past"))

    let shared = try partners(cli, "shared", "--ascii", as: "bob@example.com")
    #expect(shared.status == 0, "\(shared)")
    #expect(shared.stdout.contains("Evening habit · Daily · 1 of 7 this week"), "\(shared)")
    #expect(!shared.stdout.contains("Floss") && !shared.stdout.contains("Journal"))
    let json = try partners(cli, "shared", "--json", as: "bob@example.com")
    #expect(!json.stdout.contains("PLANTED-NOTE"))
    let decoded = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    let habit = ((decoded?["partners"] as? [[String: Any]])?.first?["habits"] as? [[String: Any]])?
      .first
    let days = habit?["days"] as? [[String: Any]] ?? []
    #expect(days.count == 84)
    #expect(days.first { $0["day"] as? String == "2026-11-17" }?["state"] as? String == "done")

    let unshare = try partners(
      cli, "partners", "unshare", "bob@example.com", "Floss", as: "ann@example.com")
    #expect(unshare.stdout == "bob@example.com no longer sees Floss.\n", "\(unshare)")
    #expect(try partners(cli, "shared", as: "bob@example.com").stdout.contains("Shares nothing"))

    let end = try partners(cli, "partners", "end", "ann@example.com", as: "bob@example.com")
    #expect(end.status == 0, "\(end)")
    #expect(
      try partners(cli, "partners", as: "ann@example.com").stdout
        == "No partners yet. Invite one with 'ripple partners invite ADDRESS'.\n")
  }

  @Test func mistakesAreOneLineWithTheirStatus() async throws {
    let cli = try await accounts()
    for (arguments, status, message) in [
      (["partners", "invite", "x@example.com", "--link"], 2, "Give an address or --link"),
      (["partners", "invite", "not an address"], 4, "'email' must be an email address"),
      (["partners", "invite", "ann@example.com"], 4, "That is your own address"),
      (["partners", "share", "bob@example.com", "Floss"], 3, "No partner bob@example.com"),
      (["partners", "accept", "nobody@example.com"], 3, "No invitation from nobody@example.com"),
    ] {
      let result = try cli.run(
        arguments + ["--email", "ann@example.com", "--now", Self.now], today: nil, stdin: nil)
      #expect(result.status == Int32(status), "\(arguments): \(result)")
      #expect(result.stderr.contains(message), "\(arguments): \(result.stderr)")
      #expect(result.stderr.split(separator: "\n").count == 1)
    }
    let nobody = try cli.run("partners", "--email", "nobody@example.com")
    #expect(nobody.status == 3 && nobody.stderr.contains("No account with the email"))
  }
}
