/// The language a goal names, capitalised: "spanish" → "Spanish".
enum LanguageNames {
  static let all = [
    "spanish", "french", "german", "italian", "japanese", "chinese", "mandarin", "korean",
    "portuguese", "arabic", "russian", "dutch", "hindi", "greek", "swedish", "turkish",
    "norwegian", "danish", "polish", "vietnamese", "hebrew", "cantonese", "finnish",
    "esperanto", "latin", "welsh", "irish", "english", "thai", "ukrainian", "czech",
  ]

  static func named(in words: [String]) -> String? {
    words.first { all.contains($0) }.map { $0.capitalizedFirst }
  }
}

/// The instrument a goal names: "guitar", "piano".
enum InstrumentNames {
  static let all = [
    "guitar", "piano", "violin", "drums", "ukulele", "bass", "cello", "flute", "saxophone",
    "trumpet", "keyboard", "harmonica", "clarinet", "banjo", "mandolin", "harp", "viola",
    "trombone", "oboe", "accordion",
  ]

  static func named(in words: [String]) -> String? {
    if words.contains("ukelele") { return "ukulele" }
    if words.contains("drum") { return "drums" }
    if words.contains("sax") { return "saxophone" }
    return words.first { all.contains($0) }
  }
}
