"""Loop Habit Tracker's database schema after its migration 25, for the Python tests that write
Loop backups (the Swift tests have the same in Tests/RippleStoreTests/Support/LoopFixture.swift)."""

LOOP_SCHEMA = """
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
PRAGMA user_version = 25;
"""
