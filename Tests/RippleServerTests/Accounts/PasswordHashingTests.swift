import Testing

@testable import RippleServer
@testable import RippleServices

@Suite("Accounts: password hashing and policy")
struct PasswordHashingTests {
  @Test func productionUsesBcryptCostTwelveOrMore() {
    #expect(PasswordHasher.defaultCost >= 12)
    #expect(AccountsConfiguration().passwordHasher.cost >= 12)
  }

  @Test func aHashIsBcryptAndVerifiesOnlyItsPassword() async {
    let hasher = PasswordHasher(cost: 4)
    let hash = await hasher.hash("correct horse battery")

    #expect(hash.hasPrefix("$2b$04$"))
    #expect(!hash.contains("correct horse"))
    #expect(await hasher.verify("correct horse battery", hash: hash))
    #expect(await hasher.verify("correct horse batterz", hash: hash) == false)
    #expect(await hasher.hash("correct horse battery") != hash, "a salt of its own each time")
  }

  @Test(arguments: [
    ("1234567", false), ("12345678", false), ("Password1", false), ("iloveyou", false),
    ("correct horse battery", true), ("tr0ub4dor&3x", true),
  ])
  func thePolicyRefusesShortAndCommonPasswords(_ password: String, _ accepted: Bool) {
    #expect((PasswordPolicy.problem(with: password) == nil) == accepted)
  }

  @Test func theCommonListIsShipped() {
    #expect(PasswordPolicy.commonPasswords.count >= 1000)
    #expect(PasswordPolicy.commonPasswords.contains("password"))
  }

  @Test func secretsAre256BitsAndStoredAsDigests() {
    let token = SecretToken.generate(prefix: "rpl_")
    #expect(token.value.hasPrefix("rpl_") && token.value.count == 4 + 43)
    #expect(token.digest.count == 64 && token.digest != token.value)
    #expect(SecretToken.generate().value != SecretToken.generate().value)
  }

  @Test func theDigestIsSHA256InLowerCaseHex() {
    // FIPS 180-2's example: SHA-256("abc").
    #expect(
      SecretToken.digest(of: "abc")
        == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(
      SecretToken.digest(of: "")
        == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }
}
