/// An email as accounts store it: trimmed and lower-cased, one `@` with text on both sides.
public enum EmailAddress {
  public static let maximumLength = 254

  /// The normalized address, or the message for field `email`.
  public static func normalized(_ text: String) -> Result<String, EmailProblem> {
    let email = text.trimmingWhitespace().lowercased()
    let parts = email.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, parts[1].count >= 1,
      !email.contains(where: { $0.isWhitespace || $0.isNewline }), email.count <= maximumLength
    else {
      return .failure(
        EmailProblem(message: "'email' must be an email address like name@example.com"))
    }
    return .success(email)
  }
}

public struct EmailProblem: Error, Sendable {
  public var message: String
}

extension String {
  public func trimmingWhitespace() -> String {
    var text = Substring(self)
    while let first = text.first, first.isWhitespace { text.removeFirst() }
    while let last = text.last, last.isWhitespace { text.removeLast() }
    return String(text)
  }
}
