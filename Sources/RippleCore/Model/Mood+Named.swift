extension Mood {
  /// The mood a request names (nil when it names none), or the rule it breaks, on `mood`: the
  /// server, the browser engine and the command line read a mood by this one rule.
  public static func named(_ code: String?) throws(ValidationError) -> Mood? {
    guard let code else { return nil }
    guard let mood = Mood(rawValue: code) else {
      throw ValidationError(field: "mood", message: "Mood must be great, good, okay or bad")
    }
    return mood
  }
}
