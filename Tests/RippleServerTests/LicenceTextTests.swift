import Crypto
import Foundation
import RippleCore
import Testing

@testable import RippleServer
@testable import RippleServices

/// Licences are verified offline: a valid one reads back, a changed one, one signed
/// by an untrusted key and garbage are refused.
@Suite struct LicenceTextTests {
  let trusted = LicenceKeys.trusted(adding: [TestLicences.publicKey])

  @Test func aValidLicenceReadsBack() throws {
    let text = try TestLicences.licence(.premiumPlus)
    #expect(text.hasPrefix("RIPPLE-LICENCE."))
    let claims = try LicenceText.verify(text, keys: trusted)
    #expect(claims.kind == .premiumPlus)
    #expect(claims.holder == "ada@example.com")
    #expect(claims.issued == (try Day(parsing: "2026-11-18")))
    #expect(claims.expires == (try Day(parsing: "2027-11-18")))
  }

  @Test func pastedLineBreaksAndSpacesAreIgnored() throws {
    let text = try TestLicences.licence(.premium)
    let wrapped = "  " + text.prefix(30) + "\n" + text.dropFirst(30) + " \n"
    #expect(try LicenceText.verify(wrapped, keys: trusted).kind == .premium)
  }

  @Test func aTamperedLicenceIsRefused() throws {
    let text = try TestLicences.licence(.premium)
    let parts = text.split(separator: ".").map(String.init)
    let claims = try LicenceClaims(
      kind: .premiumPlus, holder: "ada@example.com", issued: try Day(parsing: "2026-11-18"))
    let forged = [parts[0], Base64URL.encode(Data(claims.payload.utf8)), parts[2]]
      .joined(separator: ".")
    #expect(throws: LicenceError.untrusted) { try LicenceText.verify(forged, keys: trusted) }
    var flipped = Array(text)
    flipped[flipped.count - 3] = flipped[flipped.count - 3] == "A" ? "B" : "A"
    #expect(throws: LicenceError.self) { try LicenceText.verify(String(flipped), keys: trusted) }
  }

  @Test func aLicenceFromAnUntrustedKeyIsRefused() throws {
    let stranger = Curve25519.Signing.PrivateKey()
    let text = try TestLicences.licence(.premium, key: stranger)
    #expect(throws: LicenceError.untrusted) { try LicenceText.verify(text, keys: trusted) }
    #expect(throws: LicenceError.untrusted) {
      try LicenceText.verify(try TestLicences.licence(.premium), keys: LicenceKeys.trusted())
    }
  }

  @Test func garbageIsMalformed() {
    for text in [
      "", "hello", "RIPPLE-LICENCE.", "RIPPLE-LICENCE.abc", "RIPPLE-LICENCE.a.b.c",
      "RIPPLE-LICENCE.%%%.abc",
    ] {
      do {
        _ = try LicenceText.verify(text, keys: trusted)
        Issue.record("\(text) verified")
      } catch {
        guard case .malformed = error else {
          Issue.record("\(text): \(error)")
          continue
        }
      }
    }
  }

  @Test func theProjectKeyIsAPublicKey() {
    #expect(LicenceKeys.publicKey(LicenceKeys.project) != nil)
  }
}
