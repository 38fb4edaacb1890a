import Foundation
import Testing

@Suite struct HabitCommandTests {
  @Test func addAndList() throws {
    let cli = try CLI()

    #expect(try cli.ok("add", "Exercise") == "Added Exercise (Daily, Coral).\n")
    #expect(
      try cli.ok(
        "add", "Water", "--target", "8", "--unit", "glasses", "--reminder", "9:00", "--reminder",
        "07:30", "--category", "Health")
        == "Added Water (Daily, 8 glasses, Amber, reminders 07:30, 09:00).\n")
    #expect(
      try cli.ok(
        "add", "Coffee", "--target", "2", "--unit", "cups", "--at-most", "--color", "#3b82f6")
        == "Added Coffee (Daily, at most 2 cups, Blue).\n")
    try cli.ok("add", "Piano", "--days", "mon,wed,fri", "--color", "teal")
    try cli.ok("add", "Bills", "--monthly", "1,15")

    #expect(
      try cli.ok("list") == """
           NAME      SCHEDULE        TARGET          CATEGORY  REMINDERS
        ●  Exercise  Daily
        ●  Water     Daily           8 glasses       Health    07:30, 09:00
        ●  Coffee    Daily           at most 2 cups
        ●  Piano     Mon, Wed, Fri
        ●  Bills     Monthly: 1, 15

        """)
  }

  @Test func listJSON() throws {
    let cli = try CLI()
    try cli.ok("add", "Read", "--weekly", "3")

    let data = Data(try cli.ok("list", "--json").utf8)
    let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
    let habits = try #require(json?["habits"] as? [[String: Any]])

    #expect(habits.count == 1)
    #expect(habits[0]["name"] as? String == "Read")
    #expect(habits[0]["scheduleText"] as? String == "3x per week")
    #expect(habits[0]["createdDay"] as? String == "2026-01-08")
    #expect((habits[0]["schedule"] as? [String: Any])?["times"] as? Int == 3)
  }

  @Test func edit() throws {
    let cli = try CLI()
    try cli.ok("add", "Read", "--target", "20", "--unit", "pages", "--reminder", "21:00")

    #expect(
      try cli.ok("edit", "rea", "--name", "Read fiction", "--weekly", "4", "--no-reminders")
        == "Saved Read fiction (4x per week, 20 pages, Coral).\n")
    #expect(
      try cli.ok("edit", "Read fiction", "--unit", "chapters", "--at-most")
        == "Saved Read fiction (4x per week, at most 20 chapters, Coral).\n")
    #expect(
      try cli.ok("edit", "Read fiction", "--yes-no", "--color", "Sky")
        == "Saved Read fiction (4x per week, Sky).\n")
    let result = try cli.run("edit", "Read fiction", "--name", "")
    #expect(result.status == 4)
    #expect(result.stderr == "Error: Please enter a habit name\n")
  }

  @Test func archiveUnarchiveAndDelete() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    try cli.ok("add", "Run")
    try cli.ok("done", "Run")

    #expect(try cli.ok("archive", "Read").hasPrefix("Archived Read (Daily, Coral)."))
    #expect(!(try cli.ok("list")).contains("Read"))
    #expect(try cli.ok("list", "--archived").contains("Read (archived)"))
    #expect(try cli.ok("list", "--all").contains("Run"))
    #expect(!(try cli.ok("today")).contains("Read"))
    #expect(try cli.ok("unarchive", "Read") == "Unarchived Read (Daily, Coral).\n")
    #expect(try cli.ok("delete", "Run", "--yes") == "Deleted Run and its 1 check-ins.\n")
    #expect(!(try cli.ok("list", "--all")).contains("Run"))
  }
}
