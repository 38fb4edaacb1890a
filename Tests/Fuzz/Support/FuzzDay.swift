import RippleCore

/// The day every target works on: readers never look at the real date.
public let fuzzToday = try! Day(parsing: "2026-11-18")

/// Milliseconds since 1970 of 2026-11-18 09:00 UTC.
public let fuzzNow: Int64 = 1_794_992_400_000
