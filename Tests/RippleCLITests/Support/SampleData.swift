import Testing

/// A week of habits and check-ins ending on Thursday 2026-01-08.
enum SampleData {
  static func load(into cli: CLI) throws {
    try cli.ok("add", "Exercise", today: "2026-01-05")
    try cli.ok("add", "Read", "--weekly", "3", "--color", "Teal", today: "2026-01-05")
    try cli.ok("add", "Meditate", "--days", "mon,wed,fri", today: "2026-01-05")
    try cli.ok(
      "add", "Water", "--target", "8", "--unit", "glasses", "--reminder", "09:00",
      today: "2026-01-06")
    for day in ["2026-01-05", "2026-01-06", "2026-01-07"] {
      try cli.ok("done", "Exercise", "--date", day)
    }
    try cli.ok("done", "Read", "--date", "2026-01-05")
    try cli.ok("done", "Read", "--date", "2026-01-07")
    try cli.ok("done", "Read")
    try cli.ok("no", "Meditate", "--date", "2026-01-05")
    try cli.ok("done", "Meditate", "--date", "yesterday")
    try cli.ok("done", "Water", "--date", "2026-01-06", "--value", "8")
    try cli.ok("skip", "Water", "--date", "2026-01-07")
  }
}
