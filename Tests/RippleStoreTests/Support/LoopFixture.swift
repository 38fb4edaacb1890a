import Foundation
import GRDB
import RippleCore
import ZIPFoundation

/// Files in Loop Habit Tracker's exact export formats, built by the tests.
enum LoopFixture {
  struct Habit {
    var name: String
    var question = ""
    var description = ""
    var freq: (num: Int, den: Int) = (1, 1)
    var color = 8
    var numerical = false
    var atMost = false
    var target = 0.0
    var unit = ""
    var reminder: (hour: Int, minute: Int, days: Int)?
    var archived = false
    var position = 0
    /// (day, value, notes)
    var entries: [(String, Int, String?)] = []
  }

  /// Loop's schema after its migration 25 (`PRAGMA user_version = 25`), as Android writes it.
  static let schema = """
    CREATE TABLE android_metadata (locale TEXT);
    INSERT INTO android_metadata VALUES ('en_US');
    CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
      description text, freq_den integer, freq_num integer, highlight integer, name text,
      position integer, reminder_hour integer, reminder_min integer,
      reminder_days integer not null default 127, type integer not null default 0,
      target_type integer not null default 0, target_value real not null default 0,
      unit text not null default "", question text, uuid text);
    CREATE TABLE Repetitions (id integer primary key autoincrement,
      habit integer not null references habits(id), timestamp integer not null,
      value integer not null, notes text);
    CREATE UNIQUE INDEX idx_repetitions_habit_timestamp on Repetitions(habit, timestamp);
    CREATE TABLE Events (id integer primary key autoincrement, timestamp integer, message text,
      server_id integer);
    """

  /// A `Loop Habits Backup <date>.db` file.
  static func database(
    _ habits: [Habit], version: Int = 25, schema: String = schema
  ) throws
    -> Data
  {
    try withFile { path in
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in
        try db.execute(sql: schema + "\nPRAGMA user_version = \(version);")
        let columns = try Set(db.columns(in: "Habits").map(\.name))
        for habit in habits { try insert(habit, db, hasQuestion: columns.contains("question")) }
      }
      try queue.close()
    }
  }

  private static func insert(_ habit: Habit, _ db: Database, hasQuestion: Bool) throws {
    try db.execute(
      sql: """
        INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name,
        position, reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit)
        VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """,
      arguments: [
        habit.archived ? 1 : 0, habit.color, habit.description, habit.freq.den, habit.freq.num,
        habit.name, habit.position, habit.reminder?.hour, habit.reminder?.minute,
        habit.reminder?.days ?? 127, habit.numerical ? 1 : 0, habit.atMost ? 1 : 0, habit.target,
        habit.unit,
      ])
    let id = db.lastInsertedRowID
    if hasQuestion {
      try db.execute(
        sql: "UPDATE Habits SET question = ?, uuid = lower(hex(randomblob(16))) WHERE id = ?",
        arguments: [habit.question, id])
    }
    let hasNotes = try db.columns(in: "Repetitions").contains { $0.name == "notes" }
    for (text, value, notes) in habit.entries {
      let timestamp = Int64(try Day(parsing: text).daysSinceEpoch) * 86_400_000
      try db.execute(
        sql: hasNotes
          ? "INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)"
          : "INSERT INTO Repetitions (habit, timestamp, value) VALUES (?, ?, ?)",
        arguments: hasNotes ? [id, timestamp, value, notes] : [id, timestamp, value])
    }
  }

  /// `data`, a Loop backup, after running `sql` on it (SQLite's loose typing lets a cell hold
  /// any type, as a hostile file's can).
  static func edited(
    _ data: Data, _ sql: String, arguments: StatementArguments = []
  ) throws
    -> Data
  {
    try withFile { path in
      try data.write(to: URL(fileURLWithPath: path))
      let queue = try DatabaseQueue(path: path)
      try queue.write { db in try db.execute(sql: sql, arguments: arguments) }
      try queue.close()
    }
  }

  /// A `Loop Habits CSV <date>.zip` file with the given files (path → text).
  static func zip(_ files: [(String, String)]) throws -> Data {
    let archive = try Archive(data: Data(), accessMode: .create)
    for (path, text) in files {
      let data = Data(text.utf8)
      try archive.addEntry(
        with: path, type: .file, uncompressedSize: Int64(data.count), compressionMethod: .deflate
      ) { position, size in
        data.subdata(in: Int(position)..<Int(position) + size)
      }
    }
    return archive.data!
  }

  static func withFile(_ body: (String) throws -> Void) throws -> Data {
    let folder = try TestStore.makeFolder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("Loop Habits Backup 2024-01-06.db").path
    try body(path)
    return try Data(contentsOf: URL(fileURLWithPath: path))
  }
}
