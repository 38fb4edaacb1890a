/// The rules every piece of text a person types must satisfy: names, descriptions, notes, units.
///
/// Lengths are counted in characters (what a person sees), and also capped in UTF-8 bytes at
/// sixteen times the limit (room for 50 emoji of up to 16 bytes each, such as 🏃‍♀️), so one
/// character carrying thousands of combining marks cannot smuggle kilobytes in. Control characters are refused (tab and newline are allowed in multi-line
/// fields): SQLite cuts text at a NUL, so two names would collide and a backup stop restoring.
public enum TextRules {
  /// Bytes allowed per character of a limit.
  public static let bytesPerCharacter = 16

  /// Throws `message` for `field` when `text` is too long, or a control-character error.
  public static func check(
    _ text: String, field: String, limit: Int, multiline: Bool = false, tooLong message: String
  ) throws(ValidationError) {
    guard text.utf8.count <= limit * bytesPerCharacter, text.count <= limit else {
      throw ValidationError(field: field, message: message)
    }
    for scalar in text.unicodeScalars where !isAllowed(scalar, multiline: multiline) {
      throw ValidationError(
        field: field,
        message: multiline
          ? "Text can't contain control characters (tabs and line breaks are fine)"
          : "Text can't contain control characters or line breaks")
    }
  }

  /// Whether nothing visible is left once white space and invisible characters (zero-width
  /// spaces, joiners, byte-order marks, fillers) are taken away.
  public static func isBlank(_ text: String) -> Bool {
    text.unicodeScalars.allSatisfy { scalar in
      let properties = scalar.properties
      return properties.isWhitespace || properties.isDefaultIgnorableCodePoint
        || properties.generalCategory == .control || properties.generalCategory == .format
    }
  }

  private static func isAllowed(_ scalar: Unicode.Scalar, multiline: Bool) -> Bool {
    if multiline && (scalar == "\n" || scalar == "\t") { return true }
    switch scalar.properties.generalCategory {
    case .control, .lineSeparator, .paragraphSeparator: return false
    default: return true
    }
  }
}
