extension String {
  /// The text without leading or trailing spaces, tabs or a byte-order mark.
  var trimmingSpaces: String {
    let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" || $0 == "\u{FEFF}" }
    return String(drop(while: isSpace).reversed().drop(while: isSpace).reversed())
  }
}
