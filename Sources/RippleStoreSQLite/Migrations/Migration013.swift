import GRDB
import RippleStore

/// Check-in notes can be searched: `note_search` holds each note with its key (a rowid table,
/// so the full-text index can point at it), and `note_search_index` is FTS5's index of it,
/// folding case and accents. Triggers on `check_ins` keep both in step inside the write's own
/// transaction, whichever way the write comes (a check-in, a restore, an import, a deletion);
/// notes already stored are indexed here.
enum Migration013 {
  static func migrate(_ db: Database) throws {
    try db.execute(
      sql: """
        CREATE TABLE note_search (
          id INTEGER PRIMARY KEY,
          user_id TEXT NOT NULL,
          habit_id TEXT NOT NULL,
          day INTEGER NOT NULL,
          note TEXT NOT NULL,
          UNIQUE (user_id, habit_id, day)
        );
        CREATE VIRTUAL TABLE note_search_index USING fts5(
          note, content = 'note_search', content_rowid = 'id',
          tokenize = 'unicode61 remove_diacritics 2'
        );
        CREATE TRIGGER note_search_added AFTER INSERT ON note_search BEGIN
          INSERT INTO note_search_index (rowid, note) VALUES (new.id, new.note);
        END;
        CREATE TRIGGER note_search_removed AFTER DELETE ON note_search BEGIN
          INSERT INTO note_search_index (note_search_index, rowid, note)
          VALUES ('delete', old.id, old.note);
        END;
        CREATE TRIGGER check_in_note_added AFTER INSERT ON check_ins
        WHEN new.note IS NOT NULL AND new.note <> '' BEGIN
          INSERT INTO note_search (user_id, habit_id, day, note)
          VALUES (new.user_id, new.habit_id, new.day, new.note);
        END;
        CREATE TRIGGER check_in_note_removed AFTER DELETE ON check_ins
        WHEN old.note IS NOT NULL AND old.note <> '' BEGIN
          DELETE FROM note_search
          WHERE user_id = old.user_id AND habit_id = old.habit_id AND day = old.day;
        END;
        CREATE TRIGGER check_in_note_changed AFTER UPDATE OF note, day, habit_id ON check_ins
        WHEN old.note IS NOT new.note OR old.day <> new.day OR old.habit_id <> new.habit_id BEGIN
          DELETE FROM note_search
          WHERE user_id = old.user_id AND habit_id = old.habit_id AND day = old.day;
          INSERT INTO note_search (user_id, habit_id, day, note)
          SELECT new.user_id, new.habit_id, new.day, new.note
          WHERE new.note IS NOT NULL AND new.note <> '';
        END;
        INSERT INTO note_search (user_id, habit_id, day, note)
        SELECT user_id, habit_id, day, note FROM check_ins WHERE note IS NOT NULL AND note <> '';
        """)
  }
}
