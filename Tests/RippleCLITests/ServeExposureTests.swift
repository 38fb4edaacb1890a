import Foundation
import Testing

/// `ripple serve` has no login in local mode, so it will not listen beyond loopback unless the
/// user says an authenticating proxy guards the address. No test binds anything but loopback.
@Suite struct ServeExposureTests {
  @Test(arguments: ["0.0.0.0", "::", "192.168.1.20", "ripple.example.com"])
  func aNonLoopbackBindIsRefused(host: String) throws {
    let cli = try CLI()
    let result = try cli.run("serve", "--host", host, "--port", "0")
    #expect(result.status == 2, "\(result)")
    #expect(result.stdout == "")
    let lines = result.stderr.split(separator: "\n")
    #expect(lines.count == 1, "\(result)")
    #expect(result.stderr.hasPrefix("Error: refusing to listen on \(host): Ripple has no login"))
    #expect(result.stderr.contains("authentication"))
    #expect(result.stderr.contains("--i-have-an-auth-proxy"))
    #expect(!FileManager.default.fileExists(atPath: cli.database), "the database was opened")
  }

  /// With the override the server warns, then tries to listen. 192.0.2.1 (TEST-NET-1) is not an
  /// address of this machine, so the bind fails and nothing is ever exposed.
  @Test func theOverrideWarnsBeforeListening() throws {
    let cli = try CLI()
    let result = try cli.run(
      "serve", "--host", "192.0.2.1", "--port", "0", "--i-have-an-auth-proxy")
    #expect(
      result.stderr.hasPrefix(
        "Warning: listening on 192.0.2.1 without a login (--i-have-an-auth-proxy)"), "\(result)")
    #expect(result.status != 0, "\(result)")
    #expect(!result.stdout.contains("Ripple is running"))
  }
}
