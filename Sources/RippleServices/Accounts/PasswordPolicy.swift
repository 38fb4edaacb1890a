import Foundation

/// NIST SP 800-63B: at least 8 characters, no composition rules, and not a password that
/// attackers try first (the list shipped as `common-passwords.txt`).
public enum PasswordPolicy {
  public static let minimumLength = 8
  /// bcrypt reads 72 bytes; a longer password would be checked only in part.
  public static let maximumBytes = 72

  /// Nil when `password` is acceptable, else the message for the `field`.
  public static func problem(with password: String, email: String? = nil) -> String? {
    if hasForbiddenCharacters(password) {
      return "The password must not contain control characters or line breaks"
    }
    if password.count < minimumLength {
      return "The password must have at least \(minimumLength) characters"
    }
    if password.utf8.count > maximumBytes {
      return "The password must have at most \(maximumBytes) bytes"
    }
    let lowered = password.lowercased()
    if commonPasswords.contains(lowered) {
      return "This password is one of the most common ones; please choose another"
    }
    if let email,
      lowered == email.lowercased()
        || lowered == email.lowercased().split(separator: "@").first.map(String.init)
    {
      return "The password must not be your email address"
    }
    return nil
  }

  /// Whether `password` holds a control character (Unicode category Cc, NUL among them: bcrypt
  /// stops reading at a NUL) or a line or paragraph separator. No password is set with one, so
  /// a sign-in with one is wrong without a check.
  public static func hasForbiddenCharacters(_ password: String) -> Bool {
    password.unicodeScalars.contains {
      $0.properties.generalCategory == .control || $0 == "\u{2028}" || $0 == "\u{2029}"
    }
  }

  /// Lower-cased, one a line in the resource.
  public static let commonPasswords: Set<String> = {
    guard let url = Bundle.module.url(forResource: "common-passwords", withExtension: "txt"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return [] }
    return Set(
      text.split(whereSeparator: \.isNewline).map {
        $0.trimmingCharacters(in: .whitespaces).lowercased()
      }
      .filter { !$0.isEmpty && !$0.hasPrefix("#") })
  }()
}
