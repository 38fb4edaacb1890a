/// An email as accounts store it: trimmed and lower-cased, one `@` with text on both sides, no
/// white space inside. Read scalar by scalar (a combining mark after `@` or a space does not hide
/// it), as the API document's pattern states it.
public enum EmailAddress {
  public static let maximumLength = 254

  /// The normalized address, or the message for field `email`.
  public static func normalized(_ text: String) -> Result<String, EmailProblem> {
    var scalars = Substring(text).unicodeScalars
    while let first = scalars.first, first.properties.isWhitespace { scalars.removeFirst() }
    while let last = scalars.last, last.properties.isWhitespace { scalars.removeLast() }
    let email = String(Substring(scalars)).lowercased()
    let parts = email.unicodeScalars.split(separator: "@", omittingEmptySubsequences: false)
    guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
      !email.unicodeScalars.contains(where: \.properties.isWhitespace),
      email.count <= maximumLength
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
