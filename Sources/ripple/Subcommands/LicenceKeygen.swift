import ArgumentParser
import Crypto
import Foundation
import RippleServices

struct LicenceKeygen: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "keygen",
    abstract: "Make a key pair for signing licences.",
    discussion: """
      Writes the private key to FILE (readable only by you; keep it secret) and prints the \
      public key, which servers trust with 'ripple serve --licence-key KEY'.
      """)

  @Option(help: ArgumentHelp("Where to write the private key (must not exist).", valueName: "file"))
  var out: String

  func run() throws {
    guard !FileManager.default.fileExists(atPath: out) else {
      throw CommandError.usage("\(out) already exists; choose another file")
    }
    let key = Curve25519.Signing.PrivateKey()
    let created = FileManager.default.createFile(
      atPath: out, contents: Data((LicenceKeys.text(of: key) + "\n").utf8),
      attributes: [.posixPermissions: 0o600])
    guard created else { throw CommandError.failure("Could not write \(out)") }
    Console.out(LicenceKeys.text(of: key.publicKey))
  }
}
