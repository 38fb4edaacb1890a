import GRDB
import RippleStore

/// A private-mode account's notes leave the full-text index entirely. Turning private mode on
/// clears each note the server held (the words move into sealed items), and FTS5 removes a
/// deleted note's words only when its segments are merged: until then they stay readable in
/// `note_search_index_data`. So when a note of an account with a keyring leaves `note_search`,
/// the index is merged at once ('optimize', in the same trigger, after the row's 'delete'),
/// which drops its words. (SQLite 3.44's `secure-delete` would do it per row; the system SQLite
/// here is older.) An account without private mode is left as before.
enum Migration018 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        DROP TRIGGER note_search_removed;
        CREATE TRIGGER note_search_removed_merging_private AFTER DELETE ON note_search BEGIN
          INSERT INTO note_search_index (note_search_index, rowid, note)
          VALUES ('delete', old.id, old.note);
          INSERT INTO note_search_index (note_search_index)
          SELECT 'optimize' WHERE EXISTS (
            SELECT 1 FROM private_keyrings WHERE user_id = old.user_id);
        END;
        """)
  }
}
