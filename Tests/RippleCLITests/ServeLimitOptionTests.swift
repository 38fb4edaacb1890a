import Foundation
import Testing

/// The limits of `ripple serve --accounts` are checked before anything is opened.
@Suite struct ServeLimitOptionTests {
  @Test(arguments: ["--rate-limit", "--auth-rate-limit"])
  func aLimitBelowOneIsRefused(option: String) throws {
    let cli = try CLI()
    let result = try cli.run("serve", "--accounts", "--port", "0", option, "0")
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("\(option) must be at least 1"), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: cli.database), "the database was opened")
  }

  @Test(arguments: ["3", "32"])
  func aPasswordCostOutsideBcryptsRangeIsRefused(cost: String) throws {
    let cli = try CLI()
    let result = try cli.run("serve", "--accounts", "--port", "0", "--password-cost", cost)
    #expect(result.status == 2, "\(result)")
    #expect(result.stderr.contains("--password-cost must be between 4 and 31"), "\(result)")
    #expect(!FileManager.default.fileExists(atPath: cli.database), "the database was opened")
  }
}
