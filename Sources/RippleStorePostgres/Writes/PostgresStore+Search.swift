import PostgresNIO
import RippleCore
import RippleStore

extension PostgresStore {
  /// The notes' GIN index (`PostgresMigration013`): each word a quoted prefix of `to_tsquery`,
  /// its quotes and backslashes escaped, so nothing typed is read as its syntax (a query's words
  /// hold neither: they end words, `SearchFolding`).
  public func notesFound(
    _ words: [String], for user: UserID, limit: Int
  ) async throws
    -> [CheckIn]
  {
    let query = words.map { word in
      let quoted = word.replacingOccurrences(of: "\\", with: "\\\\")
        .replacingOccurrences(of: "'", with: "''")
      return "'" + quoted + "':*"
    }
    .joined(separator: " & ")
    // The owner's word in the tsquery keeps the search to the user's postings; `user_id` is also
    // compared, as an expression no index serves, so the planner never trades the GIN index for
    // the primary key (it did while a restore's rows were not yet analysed: 450 ms, not 4 ms).
    return try await read { connection in
      let rows = try await connection.rows(
        """
        SELECT habit_id, \(unescaped: PostgresRows.checkInColumns) FROM check_ins
        WHERE user_id || '' = \(user.rawValue) AND note IS NOT NULL AND note <> ''
        AND \(unescaped: PostgresMigration013.indexedExpression)
        @@ (to_tsquery('simple'::regconfig, \(query)) && CAST(quote_literal('@' || \(user.rawValue)) AS tsquery))
        ORDER BY day DESC, habit_id LIMIT \(limit)
        """)
      return try rows.map { row in
        try PostgresRows.checkIn(row, habit: HabitID(try row[0].decode(String.self)), at: 1)
      }
    }
  }
}
