import Foundation

/// Keyrings as a client sends them to `PUT /api/v1/private/keyring`: well formed unless a test
/// changes a member (nil leaves it out).
enum SentKeyring {
  /// Base64 of `count` bytes, the first `first`.
  static func bytes(_ count: Int, first: UInt8 = 1, seed: UInt8 = 0) -> String {
    Data([first] + (1..<max(count, 1)).map { UInt8(truncatingIfNeeded: $0 &+ Int(seed)) })
      .prefix(count).base64EncodedString()
  }

  static let salt = bytes(16, first: 0)
  static let byPassphrase = bytes(61)
  static let byRecovery = bytes(61, seed: 100)
  /// A salt in base64's URL alphabet (- and _ for + and /).
  static let urlAlphabetSalt = bytes(16, first: 0xFB, seed: 0xFE)
    .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")

  /// The body with `changes` applied: a member set to nil is left out.
  static func body(_ changes: [String: Any?] = [:]) -> String {
    var members: [String: Any] = [
      "version": 1, "iterations": 600_000, "salt": salt, "wrappedByPassphrase": byPassphrase,
      "wrappedByRecovery": byRecovery,
    ]
    for (name, value) in changes { members[name] = value }
    let data = try! JSONSerialization.data(withJSONObject: members, options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// What GET answers for the keyring `body()` makes, saved at `updatedAt`.
  static func answer(
    iterations: Int = 600_000, salt: String = salt, byPassphrase: String = byPassphrase,
    updatedAt: Int64
  ) -> String {
    #"{"enabled":true,"keyring":{"version":1,"iterations":\#(iterations),"salt":"\#(salt)","#
      + #""wrappedByPassphrase":"\#(byPassphrase)","wrappedByRecovery":"\#(byRecovery)"},"#
      + #""updatedAt":\#(updatedAt)}"#
  }

  static let off = #"{"enabled":false,"keyring":null,"updatedAt":null}"#
}
