import Testing

@testable import RippleCore

/// Search's rule: each word of the query starts a word of the text, ignoring case and accents;
/// marks are UTF-16 offsets; anything typed is plain text.
@Suite struct SearchQueryTests {
  func query(_ text: String) throws -> SearchQuery { try SearchQuery(text) }

  /// The marked stretches of `text` as text.
  func marked(_ text: String, _ marks: [SearchMark]) -> [String] {
    let units = Array(text.utf16)
    return marks.map { String(decoding: units[$0.start..<$0.end], as: UTF16.self) }
  }

  @Test func caseAndAccentsFoldAway() throws {
    let cases: [(String, String)] = [
      ("cafe", "Café au lait"), ("CAFÉ", "cafe"), ("ete", "ÉTÉ"), ("strasse", "Straße"),
      ("aeon", "Æon"), ("lodz", "Łódź"), ("sirbu", "Șirbu"), ("ομαδα", "Ομάδα"),
      ("москва", "МОСКВА"), ("noel", "Noe\u{0308}l"),
    ]
    for (typed, text) in cases {
      #expect(try query(typed).match(text) != nil, "\(typed) in \(text)")
    }
  }

  @Test func wordsMatchFromTheirStartOnly() throws {
    #expect(try query("run").match("Morning run") != nil)
    #expect(try query("run").match("Running late") != nil)
    #expect(try query("un").match("Running late") == nil)
    #expect(try query("hopping").match("cafe-hopping") != nil)
  }

  @Test func severalWordsNarrow() throws {
    #expect(try query("cafe lait").match("Café au lait") != nil)
    #expect(try query("cafe rain").match("Café au lait") == nil)
    #expect(try query("cafe rain").match(["Café", "in the rain"]) != nil)
    #expect(try query("cafe cafe Cafe").words.count == 1)
  }

  @Test func marksAreUTF16OffsetsOfTheMatchedPrefix() throws {
    let text = "🏃 Café, café au LAIT"
    let marks = try #require(try query("caf lait").match(text))
    #expect(marked(text, marks) == ["Caf", "caf", "LAIT"])
    #expect(marks.first == SearchMark(start: 3, end: 6))
    let decomposed = "Noe\u{0308}l"
    #expect(marked(decomposed, try #require(try query("noe").match(decomposed))) == ["Noe\u{0308}"])
    #expect(marked("Straße", try #require(try query("stras").match("Straße"))) == ["Straß"])
  }

  @Test func theLongestWordMarksAToken() throws {
    let marks = try #require(try query("r ru run").match("running"))
    #expect(marks == [SearchMark(start: 0, end: 3)])
  }

  @Test func syntaxIsPlainText() throws {
    for typed in [
      "\"cafe\"", "cafe*", "cafe OR tea", "NEAR(cafe tea)", "note:cafe", "-cafe", "(cafe)",
      "cafe's", "cafe\u{0}", "cafe\\", "^cafe", "{cafe}", "cafe & !tea", "cafe:*",
    ] {
      let words = try query(typed).wordTexts
      #expect(words.allSatisfy { $0.unicodeScalars.allSatisfy { SearchFolding.fold($0) != nil } })
      #expect(words.contains("cafe"), "\(typed)")
    }
  }

  @Test func emptyBlankAndPunctuationOnlyHaveNoWords() {
    for typed in ["", "   ", "\"\"", "*", "&&", "\u{0}", "🏃‍♀️", "-- --"] {
      #expect(throws: SearchQuery.Problem.noWords) { try SearchQuery(typed) }
    }
  }

  @Test func aQueryPastTheLimitIsRefused() {
    #expect(throws: SearchQuery.Problem.tooLong) {
      try SearchQuery(String(repeating: "a", count: SearchQuery.maximumLength + 1))
    }
    #expect(throws: SearchQuery.Problem.tooLong) {
      try SearchQuery(String(repeating: "ab ", count: 4_000))
    }
    #expect(throws: Never.self) {
      try SearchQuery(String(repeating: "a", count: SearchQuery.maximumLength))
    }
  }

  @Test func tenWordsAtMost() throws {
    let words = (1...15).map { "w\($0)" }.joined(separator: " ")
    #expect(try query(words).words.count == SearchQuery.maximumWords)
  }

  @Test func postgresFoldsAsTheEngineDoes() {
    let table = SearchFolding.postgresFoldTable
    let from = Array(table.from.unicodeScalars)
    let to = Array(table.to.unicodeScalars)
    #expect(from.count == to.count && from.count > 200)
    for (a, b) in zip(from, to) { #expect(SearchFolding.fold(a) == [b]) }
    for (letter, folded) in table.pairs {
      #expect(SearchFolding.fold(letter.unicodeScalars.first!) == Array(folded.unicodeScalars))
    }
  }
}
