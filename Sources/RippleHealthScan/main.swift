import Foundation
import RippleCore
import RippleHealth

// `RippleHealthScan FILE [FROM THROUGH]`: reads a health export for every measure and prints a
// JSON summary (the days found, counts, seconds taken and peak memory); for measuring imports.
let arguments = CommandLine.arguments
guard arguments.count == 2 || arguments.count == 4 else {
  FileHandle.standardError.write(Data("usage: RippleHealthScan FILE [FROM THROUGH]\n".utf8))
  exit(2)
}
let from = arguments.count == 4 ? try Day(parsing: arguments[2]) : Day(daysSinceEpoch: 0)
let through = arguments.count == 4 ? try Day(parsing: arguments[3]) : Day(daysSinceEpoch: 100_000)
let scope = HealthImportScope(
  measures: Set(HealthMeasure.allCases), from: from, through: through)
let started = Date()
do {
  let result = try HealthImport.read(fileAt: URL(fileURLWithPath: arguments[1]), scope: scope)
  let seconds = Date().timeIntervalSince(started)
  let summary: [String: Any] = [
    "kind": result.kind.rawValue,
    "recordsRead": result.recordsRead,
    "recordsSkipped": result.recordsSkipped,
    "daysKept": result.daysKept,
    "firstDay": result.firstDayFound?.text ?? NSNull(),
    "lastDay": result.lastDayFound?.text ?? NSNull(),
    "totalSteps": result.days.reduce(0) { $0 + $1.steps },
    "seconds": (seconds * 100).rounded() / 100,
    "peakResidentKB": PeakMemory.residentKilobytes() ?? NSNull(),
  ]
  let json = try JSONSerialization.data(withJSONObject: summary, options: [.sortedKeys])
  print(String(decoding: json, as: UTF8.self))
} catch {
  FileHandle.standardError.write(Data("\(error)\n".utf8))
  exit(1)
}
