import Foundation
import Testing

/// `ripple users add` and `reset-password` refuse a password with a control character (bcrypt
/// would stop reading at a NUL), as the server does.
@Suite struct UsersPasswordCharacterTests {
  @Test(arguments: [
    "Zk\u{0}correct horse battery", "correct\thorse battery", "correct horse\u{2028}battery",
  ])
  func aControlCharacterIsRefused(_ password: String) throws {
    let cli = try CLI()
    let added = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin", stdin: password + "\n")
    #expect(added.status == 4, "\(added)")
    #expect(
      added.stderr == "Error: The password must not contain control characters or line breaks\n")

    // Nothing was added: the account is still free, and becomes the admin.
    let good = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    #expect(good.stdout == "Added ann@example.com (admin).\n", "\(good)")
    let reset = try cli.run(
      "users", "reset-password", "--email", "ann@example.com", "--password-stdin",
      stdin: password + "\n")
    #expect(reset.status == 4, "\(reset)")
    #expect(
      reset.stderr == "Error: The password must not contain control characters or line breaks\n")
  }
}
