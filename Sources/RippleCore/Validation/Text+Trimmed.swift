extension String {
  /// The text without leading and trailing white space or newlines.
  public var trimmed: String {
    let scalars = unicodeScalars
    guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
    let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
    return String(scalars[first...last])
  }

  /// Lower-cased for comparisons that ignore case.
  public var folded: String { lowercased() }
}
