import Foundation
import Testing

/// `ripple licence …`: a seller makes a key and issues a licence; a user applies it
/// and shows it; bad input fails in one line with a non-zero status.
@Suite struct LicenceCommandTests {
  @Test func issueApplyShowRoundTrip() throws {
    let cli = try CLI(today: "2026-11-18")
    let key = cli.file("seller.key")
    let publicKey = try cli.runWithoutDatabase("licence", "keygen", "--out", key)
    #expect(publicKey.status == 0, "\(publicKey)")
    let trusted = publicKey.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(Data(base64Encoded: trusted)?.count == 32)
    let permissions = try FileManager.default.attributesOfItem(atPath: key)[.posixPermissions]
    #expect((permissions as? NSNumber)?.intValue == 0o600)

    let issued = try cli.runWithoutDatabase(
      "licence", "issue", "--signing-key", key, "--tier", "premium-plus", "--holder",
      "ada@example.com")
    #expect(issued.status == 0, "\(issued)")
    let licence = issued.stdout.trimmingCharacters(in: .whitespacesAndNewlines)
    #expect(licence.hasPrefix("RIPPLE-LICENCE."))

    #expect(try cli.ok("licence", "show") == "Plan: Free\nNo licence applied.\n")
    let applied = try cli.ok("licence", "apply", licence, "--licence-key", trusted)
    #expect(
      applied
        == "Plan: Premium+ (active until 2027-11-18)\nLicence: Premium+ for ada@example.com, issued 2026-11-18, until 2027-11-18\n"
    )
    let shown = try cli.ok("licence", "show", "--licence-key", trusted)
    #expect(shown == applied)

    let later = try cli.run("licence", "show", "--licence-key", trusted, today: "2027-11-19")
    #expect(later.stdout.hasPrefix("Plan: Free\nYour Premium+ ended on 2027-11-18."), "\(later)")
  }

  @Test func badLicencesAndKeysFailInOneLine() throws {
    let cli = try CLI(today: "2026-11-18")
    let key = cli.file("seller.key")
    _ = try cli.runWithoutDatabase("licence", "keygen", "--out", key)
    let licence = try cli.runWithoutDatabase(
      "licence", "issue", "--signing-key", key, "--tier", "premium", "--holder", "ada@example.com"
    ).stdout.trimmingCharacters(in: .whitespacesAndNewlines)

    let untrusted = try cli.run("licence", "apply", licence)
    #expect(untrusted.status == 4, "\(untrusted)")
    #expect(untrusted.stderr.hasPrefix("Error: This licence was not signed by a key"))
    #expect(untrusted.stderr.split(separator: "\n").count == 1)

    let garbage = try cli.run("licence", "apply", "hello")
    #expect(garbage.status == 4)
    #expect(garbage.stderr.split(separator: "\n").count == 1, "\(garbage)")

    let tier = try cli.runWithoutDatabase(
      "licence", "issue", "--signing-key", key, "--tier", "gold", "--holder", "a@b.c")
    #expect(tier.status != 0)
    #expect(tier.stderr.contains("--tier must be premium or premium-plus"), "\(tier)")

    let missing = try cli.runWithoutDatabase(
      "licence", "issue", "--signing-key", cli.file("none"), "--tier", "premium", "--holder",
      "a@b.c")
    #expect(missing.status == 3, "\(missing)")

    let again = try cli.runWithoutDatabase("licence", "keygen", "--out", key)
    #expect(again.status == 2, "\(again)")
    #expect(try cli.ok("licence", "show") == "Plan: Free\nNo licence applied.\n")
  }

  @Test func servePlanOptionsAreChecked() throws {
    let cli = try CLI()
    let plans = try cli.run("serve", "--port", "0", "--plans", "maybe")
    #expect(plans.status == 2, "\(plans)")
    #expect(plans.stderr.contains("--plans must be on, off or choose"), "\(plans)")
    let key = try cli.run("serve", "--port", "0", "--licence-key", "nope")
    #expect(key.stderr.contains("is not a public key"), "\(key)")
    let url = try cli.run("serve", "--port", "0", "--purchase-url", "ftp://x")
    #expect(url.stderr.contains("--purchase-url must be an http(s) address"), "\(url)")
  }
}
