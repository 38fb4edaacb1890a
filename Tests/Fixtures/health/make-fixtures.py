#!/usr/bin/env python3
"""Writes the health import fixtures next to this script (Python 3 standard library only).

Apple Health's export.zip and Google Takeout's Fit folder in their published shapes, small,
with day totals the tests state literally; and hostile files a reader must refuse or survive.
The zips are deterministic (fixed timestamps), so running this again changes nothing.
"""
import os
import struct
import zipfile

HERE = os.path.dirname(os.path.abspath(__file__))
STAMP = (2024, 3, 5, 9, 0, 0)

PREAMBLE = """<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE HealthData [
<!-- HealthKit Export Version: 14 -->
<!ELEMENT HealthData (ExportDate,Me,(Record|Correlation|Workout|ActivitySummary|ClinicalRecord|Audiogram|VisionPrescription)*)>
<!ATTLIST HealthData
  locale CDATA #REQUIRED
>
<!ELEMENT ExportDate EMPTY>
<!ATTLIST ExportDate
  value CDATA #REQUIRED
>
<!ELEMENT Me EMPTY>
<!ATTLIST Me
  HKCharacteristicTypeIdentifierDateOfBirth         CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBiologicalSex       CDATA #REQUIRED
  HKCharacteristicTypeIdentifierBloodType           CDATA #REQUIRED
  HKCharacteristicTypeIdentifierFitzpatrickSkinType CDATA #REQUIRED
>
<!ELEMENT Record ((MetadataEntry|HeartRateVariabilityMetadataList)*)>
<!ATTLIST Record
  type          CDATA #REQUIRED
  unit          CDATA #IMPLIED
  value         CDATA #IMPLIED
  sourceName    CDATA #REQUIRED
  sourceVersion CDATA #IMPLIED
  device        CDATA #IMPLIED
  creationDate  CDATA #IMPLIED
  startDate     CDATA #REQUIRED
  endDate       CDATA #REQUIRED
>
<!-- Note: Any Records that appear as children of a correlation also appear as top-level records in this document. -->
<!ELEMENT Correlation ((MetadataEntry|Record)*)>
<!ELEMENT Workout ((MetadataEntry|WorkoutEvent|WorkoutRoute|WorkoutStatistics)*)>
<!ATTLIST Workout
  workoutActivityType   CDATA #REQUIRED
  duration              CDATA #IMPLIED
  durationUnit          CDATA #IMPLIED
  sourceName            CDATA #REQUIRED
  startDate             CDATA #REQUIRED
  endDate               CDATA #REQUIRED
>
<!ELEMENT ActivitySummary EMPTY>
<!ATTLIST ActivitySummary
  dateComponents           CDATA #IMPLIED
  activeEnergyBurned       CDATA #IMPLIED
  appleExerciseTime        CDATA #IMPLIED
  appleExerciseTimeGoal    CDATA #IMPLIED
  appleStandHours          CDATA #IMPLIED
  appleStandHoursGoal      CDATA #IMPLIED
>
]>
"""

WATCH = "Jane\u2019s Apple Watch"
PHONE = "Jane\u2019s iPhone"
DEVICE = ("&lt;&lt;HKDevice: 0x283f4a1c0&gt;, name:Apple Watch, manufacturer:Apple Inc., "
          "model:Watch, hardware:Watch6,2, software:10.3&gt;")


def record(kind, source, start, end, value=None, unit=None, children=""):
    attributes = f'type="{kind}" sourceName="{source}" sourceVersion="10.3"'
    if source == WATCH:
        attributes += f' device="{DEVICE}"'
    if unit:
        attributes += f' unit="{unit}"'
    attributes += f' creationDate="{end}" startDate="{start}" endDate="{end}"'
    if value is not None:
        attributes += f' value="{value}"'
    if children:
        return f" <Record {attributes}>\n{children} </Record>\n"
    return f" <Record {attributes}/>\n"


def steps(source, start, end, value):
    return record("HKQuantityTypeIdentifierStepCount", source, start, end, value, "count")


def exercise(start, end, minutes):
    return record("HKQuantityTypeIdentifierAppleExerciseTime", WATCH, start, end, minutes, "min")


def stand(start, end, stood):
    value = "HKCategoryValueAppleStandHourStood" if stood else "HKCategoryValueAppleStandHourIdle"
    return record("HKCategoryTypeIdentifierAppleStandHour", WATCH, start, end, value)


def sleep(source, start, end, stage):
    return record("HKCategoryTypeIdentifierSleepAnalysis", source, start, end,
                  "HKCategoryValueSleepAnalysis" + stage)


def mindful(source, start, end):
    return record("HKCategoryTypeIdentifierMindfulSession", source, start, end)


def workout(activity, duration, unit, start, end, children=""):
    opening = (f' <Workout workoutActivityType="HKWorkoutActivityType{activity}" '
               f'duration="{duration}" durationUnit="{unit}" sourceName="{WATCH}" '
               f'sourceVersion="10.3" device="{DEVICE}" creationDate="{end}" '
               f'startDate="{start}" endDate="{end}"')
    if not children:
        return opening + "/>\n"
    return opening + ">\n" + children + " </Workout>\n"


def summary(day, exercise_minutes, stand_hours):
    return (f' <ActivitySummary dateComponents="{day}" activeEnergyBurned="410.5" '
            f'activeEnergyBurnedGoal="500" activeEnergyBurnedUnit="kcal" '
            f'appleMoveTime="0" appleMoveTimeGoal="0" appleExerciseTime="{exercise_minutes}" '
            f'appleExerciseTimeGoal="30" appleStandHours="{stand_hours}" '
            f'appleStandHoursGoal="12"/>\n')


def apple_export_xml():
    d1, d2, d3 = "2024-03-01", "2024-03-02", "2024-03-03"
    body = [
        '<HealthData locale="en_GB">\n',
        ' <ExportDate value="2024-03-05 09:00:00 +0100"/>\n',
        ' <Me HKCharacteristicTypeIdentifierDateOfBirth="1990-01-01" '
        'HKCharacteristicTypeIdentifierBiologicalSex="HKBiologicalSexFemale" '
        'HKCharacteristicTypeIdentifierBloodType="HKBloodTypeNotSet" '
        'HKCharacteristicTypeIdentifierFitzpatrickSkinType="HKFitzpatrickSkinTypeNotSet"/>\n',
        # Outside the range the tests ask for: found, not kept.
        steps(PHONE, "2024-02-20 10:00:00 +0100", "2024-02-20 10:10:00 +0100", 777),
        # 2024-03-01. Steps: iPhone 412 + 3000 + 88 = 3500, Watch 400 + 5000 + 100 = 5500.
        steps(PHONE, f"{d1} 08:00:00 +0100", f"{d1} 08:10:00 +0100", 412),
        steps(WATCH, f"{d1} 08:00:00 +0100", f"{d1} 08:10:00 +0100", 400),
        steps(PHONE, f"{d1} 12:00:00 +0100", f"{d1} 12:45:00 +0100", 3000),
        steps(WATCH, f"{d1} 12:00:00 +0100", f"{d1} 12:45:00 +0100", 5000),
        steps(WATCH, f"{d1} 18:00:00 +0100", f"{d1} 18:05:00 +0100", 100),
        steps(PHONE, f"{d1} 23:30:00 +0100", f"{d1} 23:40:00 +0100", 88),
        record("HKQuantityTypeIdentifierHeartRate", WATCH, f"{d1} 08:01:00 +0100",
               f"{d1} 08:01:00 +0100", 72, "count/min",
               '  <MetadataEntry key="HKMetadataKeyHeartRateMotionContext" value="1"/>\n'),
        # Mindful: 07:00-07:10 and 07:05-07:15 cover 15 minutes.
        mindful(WATCH, f"{d1} 07:00:00 +0100", f"{d1} 07:10:00 +0100"),
        mindful("Headspace", f"{d1} 07:05:00 +0100", f"{d1} 07:15:00 +0100"),
        # Exercise records add to 37, but the day's ActivitySummary (35) wins; stand 3 vs 12.
        exercise(f"{d1} 08:00:00 +0100", f"{d1} 08:10:00 +0100", 10),
        exercise(f"{d1} 12:00:00 +0100", f"{d1} 12:15:00 +0100", 15),
        exercise(f"{d1} 18:00:00 +0100", f"{d1} 18:12:00 +0100", 12),
        stand(f"{d1} 08:00:00 +0100", f"{d1} 09:00:00 +0100", True),
        stand(f"{d1} 09:00:00 +0100", f"{d1} 10:00:00 +0100", True),
        stand(f"{d1} 10:00:00 +0100", f"{d1} 11:00:00 +0100", False),
        stand(f"{d1} 11:00:00 +0100", f"{d1} 12:00:00 +0100", True),
        workout("Running", "30.5", "min", f"{d1} 18:00:00 +0100", f"{d1} 18:35:00 +0100",
                '  <MetadataEntry key="HKIndoorWorkout" value="0"/>\n'
                '  <WorkoutEvent type="HKWorkoutEventTypePause" date="2024-03-01 18:10:00 +0100"/>\n'
                '  <WorkoutStatistics type="HKQuantityTypeIdentifierDistanceWalkingRunning" '
                'startDate="2024-03-01 18:00:00 +0100" endDate="2024-03-01 18:35:00 +0100" '
                'sum="5.1" unit="km"/>\n'),
        # The night to 2024-03-02: core, deep and REM 23:00-06:30 from the Watch; AutoSleep's
        # 23:30-06:00 inside it; in bed and awake not counted. 7.5 hours, on the morning's day.
        sleep(PHONE, f"{d1} 22:30:00 +0100", f"{d2} 06:45:00 +0100", "InBed"),
        sleep(WATCH, f"{d1} 23:00:00 +0100", f"{d2} 02:00:00 +0100", "AsleepCore"),
        sleep(WATCH, f"{d2} 02:00:00 +0100", f"{d2} 03:00:00 +0100", "AsleepDeep"),
        sleep(WATCH, f"{d2} 03:00:00 +0100", f"{d2} 06:30:00 +0100", "AsleepREM"),
        sleep(WATCH, f"{d2} 06:30:00 +0100", f"{d2} 06:40:00 +0100", "Awake"),
        sleep("AutoSleep", f"{d1} 23:30:00 +0100", f"{d2} 06:00:00 +0100", "AsleepUnspecified"),
        summary(d1, 35, 12),
        # 2024-03-02. Steps 9000, and 50 written at 23:50 on the 2nd in New York.
        steps(PHONE, f"{d2} 11:00:00 +0100", f"{d2} 12:00:00 +0100", 9000),
        exercise(f"{d2} 09:00:00 +0100", f"{d2} 09:20:00 +0100", 20),
        exercise(f"{d2} 17:00:00 +0100", f"{d2} 17:25:00 +0100", 25),
        stand(f"{d2} 09:00:00 +0100", f"{d2} 10:00:00 +0100", True),
        stand(f"{d2} 17:00:00 +0100", f"{d2} 18:00:00 +0100", True),
        workout("Yoga", "1200", "s", f"{d2} 07:00:00 +0100", f"{d2} 07:20:00 +0100"),
        workout("FunctionalStrengthTraining", "0.5", "hr", f"{d2} 17:00:00 +0100",
                f"{d2} 17:30:00 +0100"),
        workout("Dance", "15", "min", f"{d2} 20:00:00 +0100", f"{d2} 20:15:00 +0100"),
        steps(PHONE, f"{d2} 23:50:00 -0500", f"{d2} 23:59:00 -0500", 50),
        # 2024-03-03, in New York: 00:30 there is 06:30 in Paris, still the 3rd.
        steps(PHONE, f"{d3} 00:30:00 -0500", f"{d3} 01:00:00 -0500", 1000),
        sleep(WATCH, f"{d3} 14:00:00 -0500", f"{d3} 14:30:00 -0500", "AsleepUnspecified"),
        summary(d3, 0, 1),
        # Skipped and counted: a date that does not parse, a negative and an absurd count.
        steps(PHONE, "yesterday", f"{d3} 10:00:00 -0500", 10),
        steps(PHONE, f"{d3} 10:00:00 -0500", f"{d3} 10:10:00 -0500", -5),
        steps(PHONE, f"{d3} 10:10:00 -0500", f"{d3} 10:20:00 -0500", "1e9"),
        '</HealthData>\n',
    ]
    return PREAMBLE + "".join(body)


def write_zip(name, entries, compression=zipfile.ZIP_DEFLATED):
    with zipfile.ZipFile(os.path.join(HERE, name), "w", compression) as archive:
        for path, data in entries:
            info = zipfile.ZipInfo(path, STAMP)
            info.compress_type = compression
            info.external_attr = 0o644 << 16
            archive.writestr(info, data)


def lie_about_size(path, size):
    """Rewrites the uncompressed size in a one-entry zip's local and central headers."""
    with open(path, "rb") as file:
        data = bytearray(file.read())
    local = data.index(b"PK\x03\x04")
    central = data.index(b"PK\x01\x02")
    data[local + 22:local + 26] = struct.pack("<I", size)
    data[central + 24:central + 28] = struct.pack("<I", size)
    with open(path, "wb") as file:
        file.write(data)


def write(name, data):
    with open(os.path.join(HERE, name), "wb") as file:
        file.write(data if isinstance(data, bytes) else data.encode())


GOOGLE_HEADER = (
    "Date,Move Minutes count,Calories (kcal),Distance (m),Heart Points,Heart Minutes,"
    "Average heart rate (bpm),Max heart rate (bpm),Min heart rate (bpm),Average speed (m/s),"
    "Max speed (m/s),Min speed (m/s),Step count,Average weight (kg),Max weight (kg),"
    "Min weight (kg),Inactive duration (ms),Walking duration (ms),Running duration (ms),"
    "Biking duration (ms),Meditation duration (ms),Light sleeping duration (ms),"
    "Deep sleeping duration (ms),REM sleep duration (ms),Awake mid-sleeping duration (ms),"
    "Sleep duration (ms),Dancing duration (ms)")


def google_row(date, move="", steps="", walking="", running="", biking="", meditation="",
               light="", deep="", rem="", awake="", sleeping="", dancing=""):
    cells = [date, move, "2100.52", "5200.3", "30", "20", "71.2", "150", "52", "1.1", "3.2",
             "0.1", steps, "", "", "", "36000000", walking, running, biking, meditation, light,
             deep, rem, awake, sleeping, dancing]
    return ",".join(str(cell) for cell in cells)


def google_daily_csv():
    rows = [
        GOOGLE_HEADER,
        google_row("2024-02-29", steps=500),
        # 2024-03-01: steps 7450, move 42, walking 30, running 20, dancing 15 (other),
        # meditation 10, sleep 240 + 60 + 90 = 390 (awake not counted).
        google_row("2024-03-01", move=42, steps=7450, walking=1800000, running=1200000,
                   meditation=600000, light=14400000, deep=3600000, rem=5400000, awake=1200000,
                   dancing=900000),
        # 2024-03-02: steps 12000, biking 45, sleep 420; no Move Minutes.
        google_row("2024-03-02", steps=12000, biking=2700000, sleeping=25200000),
        # Skipped: a negative step count, a date that does not parse.
        google_row("2024-03-03", move=5, steps=-10),
        google_row("not a date", steps=10),
    ]
    return "\r\n".join(rows) + "\r\n"


def google_day_csv(rows):
    header = ("Start time,End time,Move Minutes count,Calories (kcal),Distance (m),Step count,"
              "Walking duration (ms),Running duration (ms)")
    return header + "\n" + "\n".join(rows) + "\n"


def main():
    export = apple_export_xml()
    write_zip("apple-export.zip", [
        ("apple_health_export/export.xml", export),
        ("apple_health_export/export_cda.xml", '<?xml version="1.0"?><ClinicalDocument/>\n'),
        ("apple_health_export/workout-routes/route_2024-03-01_6.35pm.gpx",
         '<?xml version="1.0"?><gpx version="1.1"/>\n'),
    ])
    write("apple-export.xml", export)
    write_zip("google-takeout.zip", [
        ("Takeout/archive_browser.html", "<html><body>Takeout</body></html>\n"),
        ("Takeout/Fit/Daily activity metrics/Daily activity metrics.csv", google_daily_csv()),
        ("Takeout/Fit/Activities/2024-03-01T18_00_00+01_00_RUNNING.tcx",
         '<?xml version="1.0"?><TrainingCenterDatabase/>\n'),
    ])
    write_zip("google-takeout-day-files.zip", [
        # 2024-03-01: steps 100 + 2000 + 1500, move 5 + 10, running 10 + 5.
        ("Takeout/Fit/Daily activity metrics/2024-03-01.csv", google_day_csv([
            "08:00:00.000+01:00,08:15:00.000+01:00,5,40.1,80.2,100,,600000",
            "08:15:00.000+01:00,08:30:00.000+01:00,10,60.3,1500.0,2000,,300000",
            "12:00:00.000+01:00,12:15:00.000+01:00,,20.0,1100.5,1500,,",
        ])),
        # 2024-03-02: steps 4000, walking 15.
        ("Takeout/Fit/Daily activity metrics/2024-03-02.csv", google_day_csv([
            "09:00:00.000+01:00,09:15:00.000+01:00,,30.0,2900.0,4000,900000,",
        ])),
    ])

    # Hostile files.
    laughs = ['<?xml version="1.0"?>\n<!DOCTYPE HealthData [\n <!ENTITY lol "lol">\n']
    laughs.append(' <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">\n')
    for level in range(2, 10):
        refs = f"&lol{level - 1};" * 10
        laughs.append(f' <!ENTITY lol{level} "{refs}">\n')
    laughs.append("]>\n<HealthData locale=\"en_GB\">\n")
    laughs.append(' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="&lol9;" '
                  'unit="count" startDate="2024-03-01 08:00:00 +0100" '
                  'endDate="2024-03-01 08:10:00 +0100" value="1234"/>\n &lol9;\n</HealthData>\n')
    write("billion-laughs.xml", "".join(laughs))

    endless = ('<?xml version="1.0"?>\n<HealthData locale="en_GB">\n'
               ' <Record type="HKQuantityTypeIdentifierStepCount" sourceName="'
               + "a" * (1 << 20))
    write_zip("endless-element.zip", [("apple_health_export/export.xml", endless)])

    # 40 MB of zeros deflate to about 40 KB: a ratio near 1,000.
    write_zip("zip-bomb.zip", [("apple_health_export/export.xml", bytes(40 << 20))])

    # 4 MB of zeros whose headers say they inflate to 1,000 bytes.
    write_zip("zip-bomb-lying-size.zip", [("apple_health_export/export.xml", bytes(4 << 20))])
    lie_about_size(os.path.join(HERE, "zip-bomb-lying-size.zip"), 1000)

    with open(os.path.join(HERE, "apple-export.zip"), "rb") as file:
        whole = file.read()
    write("truncated.zip", whole[: len(whole) // 2])

    write_zip("nothing-inside.zip", [
        ("../../../../tmp/export.xml", '<HealthData locale="en_GB"/>\n'),
        ("../export.xml", '<HealthData locale="en_GB"/>\n'),
        ("notes/readme.txt", "Not a health export.\n"),
    ])
    write("not-health.xml", '<?xml version="1.0"?>\n<plist version="1.0"><dict/></plist>\n')
    write("not-an-export.pdf", b"%PDF-1.4\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n")


if __name__ == "__main__":
    main()
