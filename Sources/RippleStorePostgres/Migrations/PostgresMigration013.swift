import RippleCore
import RippleStore

/// Check-in notes can be searched (SQLite's v13): `ripple_search_fold` folds text as the engine
/// does (`SearchFolding`, from which its tables are written), and a GIN index of each note's
/// words, folded, with its owner's, serves `to_tsquery` prefixes. The index is kept by PostgreSQL in the write's
/// own transaction; notes already stored are indexed as it is built.
enum PostgresMigration013 {
  static var statements: [String] {
    [
      """
      CREATE FUNCTION ripple_search_fold(text) RETURNS text
      LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE
      AS $fold$ SELECT \(foldExpression("$1")) $fold$
      """,
      """
      CREATE INDEX check_ins_note_search ON check_ins USING gin ((\(indexedExpression)))
      WHERE note IS NOT NULL AND note <> ''
      """,
    ]
  }

  /// What the index holds of a note: its words folded, and its owner as one more word (`@` and
  /// the user's id, which no folded word can be), so a search reads only its user's postings.
  static let indexedExpression = """
    to_tsvector('simple'::regconfig, ripple_search_fold(note)) \
    || array_to_tsvector(ARRAY['@' || user_id])
    """

  /// `text` folded: the letters that fold to two, then the single-letter folds, then ASCII
  /// punctuation to spaces (so "a.b" or "a/b" are two words, as the engine reads them).
  static func foldExpression(_ text: String) -> String {
    let table = SearchFolding.postgresFoldTable
    var expression = text
    for (letter, folded) in table.pairs {
      expression = "replace(\(expression), \(literal(letter)), \(literal(folded)))"
    }
    let punctuation = (0x21...0x7E).compactMap { v -> Character? in
      let scalar = Unicode.Scalar(UInt8(v))
      return SearchFolding.fold(scalar) == nil ? Character(scalar) : nil
    }
    let from = table.from + String(punctuation)
    let to = table.to + String(repeating: " ", count: punctuation.count)
    return "translate(\(expression), \(literal(from)), \(literal(to)))"
  }

  /// A standard SQL string literal.
  private static func literal(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "''") + "'"
  }
}
