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
    // The matches' keys, newest first, are picked before any check-in row is read.
    let columns = CheckInColumns.selection.split(separator: ", ").map { "c.\($0)" }
      .joined(separator: ", ")
    return try await read { db in
      let rows = try Row.fetchCursor(
        db.cachedStatement(
          sql: """
            SELECT c.habit_id, \(columns) FROM (
              SELECT n.habit_id, n.day FROM note_search_index f
              JOIN note_search n ON n.id = f.rowid
              WHERE note_search_index MATCH ? AND n.user_id = ?
              ORDER BY n.day DESC, n.habit_id LIMIT ?
            ) AS m
            JOIN check_ins c ON c.user_id = ? AND c.habit_id = m.habit_id AND c.day = m.day
            ORDER BY m.day DESC, m.habit_id
            """),
        arguments: [match, user.rawValue, limit, user.rawValue])
      var found: [CheckIn] = []
      while let row = try rows.next() {
        found.append(CheckInColumns.checkIn(row, habit: HabitID(row[0]), at: 1))
      }
      return found
    }
  }
}
