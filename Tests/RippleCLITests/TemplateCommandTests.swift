import Foundation
import Testing

@Suite struct TemplateCommandTests {
  @Test func theGalleryIsListedByArea() throws {
    let cli = try CLI()
    let money = try cli.runWithoutDatabase("templates", "--area", "money")
    #expect(money.status == 0)
    #expect(money.stdout.hasPrefix("Money\n  track-spending  Note what I spent · Daily · 21:00 — "))
    #expect(!money.stdout.contains("Health"))
    let all = try cli.runWithoutDatabase("templates", "list", "--json")
    let json = try #require(
      try JSONSerialization.jsonObject(with: Data(all.stdout.utf8)) as? [String: Any])
    #expect((json["areas"] as? [Any])?.count == 7)
    let wrong = try cli.runWithoutDatabase("templates", "--area", "fun")
    #expect(wrong.status == 2)
    #expect(wrong.stderr.contains("--area must be one of health, movement"))
  }

  /// A template becomes a habit; habits go out as a routine file and come back once.
  @Test func aTemplateAndARoutineRoundTrip() throws {
    let cli = try CLI()
    #expect(
      try cli.ok("templates", "add", "drink-water")
        == "Added Drink water (Daily, 8 glasses, Sky, reminders 10:00).\n")
    try cli.ok("templates", "add", "meditate", "--name", "Sit quietly")
    try cli.ok("done", "Sit", "--note", "calm")
    let file = cli.file("calm.json")
    #expect(
      try cli.ok("templates", "export", "Drink", "Sit", "--name", "Calm", "-o", file)
        == "Saved 2 habits as 'Calm' in \(file).\n")
    let text = try String(contentsOfFile: file, encoding: .utf8)
    #expect(text.contains(#""format":"ripple-routine""#))
    #expect(!text.contains("calm\""), "the note stays at home")

    let other = try CLI()
    #expect(
      try other.ok("templates", "import", file, "--preview")
        == "Would add 2 habits from 'Calm': Drink water, Sit quietly.\n")
    #expect(try other.run("list").stdout.contains("Drink water") == false)
    #expect(
      try other.ok("templates", "import", file)
        == "Added 2 habits from 'Calm': Drink water, Sit quietly.\n")
    #expect(
      try other.ok("templates", "import", file)
        == "Nothing to add from 'Calm'.\n"
        + "Skipped Drink water: you already have a habit of that name\n"
        + "Skipped Sit quietly: you already have a habit of that name\n")
  }

  @Test func badTemplatesAndFilesAreRefused() throws {
    let cli = try CLI()
    let missing = try cli.run("templates", "add", "nope")
    #expect(missing.status != 0)
    #expect(missing.stderr.contains("There is no template 'nope'"))
    let file = cli.file("bad.json")
    try #"{"format": "ripple-routine", "version": 1, "habits": [{"name": "X", "color": "red"}]}"#
      .write(toFile: file, atomically: true, encoding: .utf8)
    let bad = try cli.run("templates", "import", file)
    #expect(bad.status != 0)
    #expect(bad.stderr.contains("Colour must be a hex colour"))
    #expect(try cli.run("list").stdout.contains("X") == false)
    try cli.ok("add", "Read")
    let blank = try cli.run("templates", "export", "Read", "--name", "  ")
    #expect(blank.status == 2)
    #expect(blank.stderr.contains("--name must be 1 to 50 characters"))
  }
}
