import GRDB
import RippleCore
import RippleStore

extension SQLiteStore {
  /// FTS5's index of the notes (`Migration013`), each word a quoted prefix: nothing typed is
  /// read as FTS5's syntax.
  public func notesFound(
    _ words: [String], for user: UserID, limit: Int
  ) async throws
    -> [CheckIn]
  {
    let match = words.map { "\"" + $0.replacingOccurrences(of: "\"", with: "\"\"") + "\"*" }
      .joined(separator: " ")
    return try await read { db in
      let rows = try Row.fetchCursor(
        db.cachedStatement(
          sql: """
            SELECT c.habit_id, c.\(CheckInColumns.selection.replacingOccurrences(of: ", ", with: ", c."))
            FROM note_search_index f
            JOIN note_search n ON n.id = f.rowid
            JOIN check_ins c ON c.user_id = n.user_id AND c.habit_id = n.habit_id AND c.day = n.day
            WHERE note_search_index MATCH ? AND n.user_id = ?
            ORDER BY n.day DESC, n.habit_id LIMIT ?
            """),
        arguments: [match, user.rawValue, limit])
      var found: [CheckIn] = []
      while let row = try rows.next() {
        found.append(CheckInColumns.checkIn(row, habit: HabitID(row[0]), at: 1))
      }
      return found
    }
  }
}
