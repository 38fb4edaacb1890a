/// The rules every piece of text a person types must satisfy: names, descriptions, notes, units.
///
/// Lengths are counted in characters (what a person sees), and also capped at four Unicode
/// scalars per character of the limit (so at most sixteen UTF-8 bytes: room for 50 emoji such as
/// 🏃‍♀️, made of four scalars), so one character carrying thousands of combining marks cannot
/// smuggle kilobytes in. The API document's `maxLength` is that scalar cap. Control characters
/// are refused (tab and newline are allowed in multi-line fields): SQLite cuts text at a NUL, so
/// two names would collide and a backup stop restoring.
public enum TextRules {
  /// Unicode scalars allowed per character of a limit.
  public static let scalarsPerCharacter = 4

  /// Throws `message` for `field` when `text` is too long, or a control-character error.
  public static func check(
    _ text: String, field: String, limit: Int, multiline: Bool = false, tooLong message: String
  ) throws(ValidationError) {
    guard text.unicodeScalars.count <= limit * scalarsPerCharacter, text.count <= limit else {
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

  /// Throws unless `icon` names an icon: not blank, at most `Limits.iconLength` characters,
  /// no control characters. Habits and categories share this rule.
  public static func checkIcon(_ icon: String, field: String = "icon") throws(ValidationError) {
    guard !isBlank(icon) else {
      throw ValidationError(field: field, message: "Please choose an icon")
    }
    try check(icon, field: field, limit: Limits.iconLength, tooLong: "Please choose an icon")
  }

  /// `text` without white space or line breaks at either end.
  public static func trimmed(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }),
      let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })
    else { return "" }
    var view = String.UnicodeScalarView()
    view.append(contentsOf: scalars[first...last])
    return String(view)
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
