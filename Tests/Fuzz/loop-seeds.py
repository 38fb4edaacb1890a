"""Writes the seeds of the Loop Habit Tracker targets: its database backups (the schema after its
migration 25 that the Python tests write, Tests/loopschema.py, and one from before its migration
16) and its CSV exports (Loop 2.x and 1.x, as the Swift tests' LoopCSVImportTests has them), both
as zips and as the CSV texts the loop-zip target wraps in a zip itself (Habits.csv, then each
habit's Checkmarks.csv, split by NUL bytes).

    python3 Tests/Fuzz/loop-seeds.py
"""

import datetime
import io
import pathlib
import sqlite3
import sys
import tempfile
import zipfile

ROOT = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(ROOT.parent))
from loopschema import LOOP_SCHEMA  # noqa: E402

OLD_SCHEMA = """
CREATE TABLE Habits (id integer primary key autoincrement, archived integer, color integer,
  description text, freq_den integer, freq_num integer, highlight integer, name text,
  position integer, reminder_hour integer, reminder_min integer,
  reminder_days integer not null default 127);
CREATE TABLE Repetitions (id integer primary key autoincrement, habit integer, timestamp integer);
PRAGMA user_version = 15;
"""


def millis(day):
    return int(datetime.datetime.fromisoformat(day).replace(tzinfo=datetime.timezone.utc).timestamp()) * 1000


def database(schema, fill):
    with tempfile.TemporaryDirectory() as folder:
        path = pathlib.Path(folder) / "loop.db"
        db = sqlite3.connect(path)
        db.execute("PRAGMA page_size = 512")  # small pages: a small file to mutate
        db.executescript(schema)
        fill(db)
        db.commit()
        db.execute("VACUUM")
        db.close()
        return path.read_bytes()


def current(db):
    habits = [
        # archived, color, description, freq_den, freq_num, name, position, reminder, type, target_type, target_value, unit, question
        (0, 3, "Every morning", 1, 1, "Wake up early", 0, (7, 30, 127), 0, 0, 0, "", "Did you wake up early?"),
        (0, 8, "Any good book", 1, 1, "Read", 1, None, 1, 0, 20.0, "pages", "How many pages?"),
        (1, 11, "", 7, 3, "Run", 2, (18, 0, 62), 0, 0, 0, "", ""),
        (0, 0, "", 1, 1, "Coffee", 3, None, 1, 1, 2.0, "cups", "How many cups?"),
    ]
    for archived, color, description, den, num, name, position, reminder, kind, target_type, target, unit, question in habits:
        hour, minute, days = reminder or (None, None, 127)
        db.execute(
            "INSERT INTO Habits (archived, color, description, freq_den, freq_num, highlight, name, position,"
            " reminder_hour, reminder_min, reminder_days, type, target_type, target_value, unit, question, uuid)"
            " VALUES (?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (archived, color, description, den, num, name, position, hour, minute, days, kind, target_type, target,
             unit, question, f"{position:032x}"))
    entries = [
        (1, "2024-01-01", 2, "felt great"), (1, "2024-01-02", 0, None), (1, "2024-01-03", 3, ""),
        (1, "2024-01-04", 1, None), (2, "2024-01-01", 25000, "long, good"), (2, "2024-01-02", 12500, None),
        (3, "2023-12-31", 2, None), (4, "2024-01-02", 1000, "decaf"), (1, "1999-12-31", 2, None),
    ]
    for habit, day, value, notes in entries:
        db.execute("INSERT INTO Repetitions (habit, timestamp, value, notes) VALUES (?, ?, ?, ?)",
                   (habit, millis(day), value, notes))


def old(db):
    db.execute("INSERT INTO Habits (name, freq_num, freq_den, color, position, archived, highlight)"
               " VALUES ('Floss', 1, 1, 3, 0, 0, 0)")
    for day in ("2015-03-01", "2024-03-02"):
        db.execute("INSERT INTO Repetitions (habit, timestamp) VALUES (1, ?)", (millis(day),))


CSV_CURRENT = [
    ("Habits.csv",
     "Position,Name,Type,Question,Description,FrequencyNumerator,FrequencyDenominator,Color,Unit,Target Type,Target Value,Archived?\n"
     "001,Wake up early,YES_NO,Did you wake up early?,,1,1,#D32F2F,,,,false\n"
     '002,"Pages, books",NUMERICAL,How many pages?,"Any ""good"" book",1,1,#1976D2,pages,AT_LEAST,20.0,false\n'
     "003,Run,YES_NO,,,3,7,#388E3C,,,,true\n"),
    ("001 Wake up early/Checkmarks.csv",
     "Date,Value,Notes\n2024-01-06,YES_MANUAL,felt great\n2024-01-05,UNKNOWN,\n2024-01-04,YES_AUTO,\n"
     "2024-01-03,SKIP,\n2024-01-02,NO,\n2024-01-01,YES_MANUAL,\n"),
    ("002 Pages books/Checkmarks.csv", 'Date,Value,Notes\n2024-01-02,12500,\n2024-01-01,25000,"long, good"\n'),
    ("003 Run/Checkmarks.csv", "Date,Value,Notes\n2023-12-31,YES_MANUAL,\n"),
    ("Checkmarks.csv", "Date,Wake up early,Pages, books,Run,\n2024-01-06,2,0,0,\n"),
]

CSV_OLDER = [
    ("Habits.csv", "Position,Name,Description,NumRepetitions,Interval,Color\n001,Floss,Every night,1,2,#8E24AA\n"),
    ("001 Floss/Checkmarks.csv", "2018-03-01,2\n2018-03-02,0\n2018-03-03,1\n2018-03-04,-1\n"),
]


def archive(files, folder="Loop Habits CSV 2024-01-06/"):
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w", zipfile.ZIP_DEFLATED) as zip_file:
        for path, text in files:
            info = zipfile.ZipInfo(folder + path, date_time=(2024, 1, 6, 12, 0, 0))
            info.compress_type = zipfile.ZIP_DEFLATED
            zip_file.writestr(info, text)
    return buffer.getvalue()


def texts(files):
    """Habits.csv, then the Checkmarks.csv of each habit in order, split by NUL bytes."""
    checkmarks = [text for path, text in files if path.endswith("/Checkmarks.csv")]
    return b"\0".join(text.encode() for text in [files[0][1], *checkmarks])


def main():
    seeds = {
        "loop-db/schema-25.db": database(LOOP_SCHEMA, current),
        "loop-db/schema-15.db": database(OLD_SCHEMA, old),
        "loop-zip/loop-2.zip": archive(CSV_CURRENT),
        "loop-zip/loop-1.zip": archive(CSV_OLDER, folder=""),
        "loop-zip/loop-2.csv": texts(CSV_CURRENT),
        "loop-zip/loop-1.csv": texts(CSV_OLDER),
    }
    for name, data in seeds.items():
        path = ROOT / name
        path.parent.mkdir(exist_ok=True)
        path.write_bytes(data)
        print(f"{name}: {len(data)} bytes")


main()
