import Crypto
import Foundation
import RippleCore
import RipplePrivate
import RippleStore
import RippleStoreOpening
import Testing

/// The CLI in private mode: the rows hold neutral names, the words live in sealed items. With the
/// passphrase the commands show the words and seal new ones; without it they show nothing. The
/// account is set up as the web app leaves it (neutral rows, sealed items), with the keyring made
/// by `PrivateKeyring` at fewer iterations.
@Suite struct PrivateWordsCommandTests {
  static let passphrase = "river stone lantern"
  static let habitID = "6F1C2A3B-0D4E-4F50-8A6B-7C8D9E0F1A2B"
  static let neutral = "Private habit 6F1C2A3B"
  static let categoryID = "9A8B7C6D-1111-4222-8333-444455556666"
  static let categoryNeutral = "Private category 0C0FFEE1"

  /// Ann, the first account (the one the CLI acts on), in private mode with one habit in a
  /// category and a noted day, their words sealed; `extra` items are stored as given.
  func privateAccount(
    extra: (SymmetricKey) throws -> [PrivateItemRecord] = { _ in [] }
  ) async throws -> (CLI, SymmetricKey) {
    let cli = try CLI(today: "2026-01-08")
    let added = try cli.run(
      "users", "add", "--email", "ann@example.com", "--password-stdin",
      stdin: "correct horse battery\n")
    #expect(added.status == 0, "\(added)")
    let store = try await Store.open(cli.database)
    let ann = try #require(try await store.account(email: "ann@example.com")).id
    let today = try Day(parsing: "2026-01-08")
    _ = try await store.createCategory(
      Category(id: CategoryID(Self.categoryID), name: Self.categoryNeutral), for: ann, today: today)
    _ = try await store.createHabit(
      Habit(
        id: HabitID(Self.habitID), name: Self.neutral, categoryID: CategoryID(Self.categoryID),
        createdDay: try Day(parsing: "2026-01-05")),
      for: ann, today: today)
    _ = try await store.upsertCheckIn(
      CheckIn(
        habitID: HabitID(Self.habitID), day: try Day(parsing: "2026-01-07"), updatedAt: 5),
      keeping: .neither, for: ann)
    let made = try PrivateKeyring.create(passphrase: Self.passphrase, iterations: 1_000)
    try await store.savePrivateKeyring(
      PrivateKeyringRecord(
        version: made.keyring.version, iterations: made.keyring.iterations,
        salt: made.keyring.salt, wrappedByPassphrase: made.keyring.wrappedByPassphrase,
        wrappedByRecovery: made.keyring.wrappedByRecovery, updatedAt: 1),
      for: ann)
    let key = made.accountKey
    let items = [
      try item(
        .habit, Self.habitID, #"{"name":"Lithium 300mg","description":"with breakfast"}"#, key),
      try item(
        .category, Self.categoryID, #"{"name":"Health","neutral":"\#(Self.categoryNeutral)"}"#, key),
      try item(
        .day, "\(Self.habitID)/2026-01-07", #"{"note":"shaky hands","mood":"bad","at":5}"#, key),
    ]
    try await store.writePrivateItems(items + (try extra(key)), removing: [], for: ann)
    await store.close()
    return (cli, key)
  }

  func item(
    _ kind: PrivateItem.Kind, _ id: String, _ words: String, _ key: SymmetricKey
  ) throws -> PrivateItemRecord {
    PrivateItemRecord(
      kind: kind.rawValue, id: id,
      sealed: try ItemSeal.seal(words, for: PrivateItem(kind: kind, id: id), key: key),
      updatedAt: 2)
  }

  /// `ripple ARGUMENTS --passphrase-stdin` with the passphrase (or `passphrase`) on stdin.
  func unlocked(
    _ cli: CLI, _ arguments: String..., passphrase: String = Self.passphrase
  ) throws -> RunResult {
    try cli.run(arguments + ["--passphrase-stdin"], today: cli.today, stdin: passphrase + "\n")
  }

  /// The words of `kind`/`id`'s item, opened with `key`.
  func opened(
    _ kind: PrivateItem.Kind, _ id: String, in cli: CLI, key: SymmetricKey
  ) async throws -> [String: Any]? {
    let store = try await Store.open(cli.database)
    let items = try await store.privateItems(of: .local, since: nil)
    await store.close()
    guard let found = items.first(where: { $0.kind == kind.rawValue && $0.id == id }) else {
      return nil
    }
    let text = try ItemSeal.open(found.sealed, for: PrivateItem(kind: kind, id: id), key: key)
    return try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any]
  }

  @Test func theCommandsShowTheWordsAndNeverTheNeutralNames() async throws {
    let (cli, _) = try await privateAccount()
    for arguments in [["today"], ["list"], ["week"], ["history"], ["stats"]] {
      let shown = try cli.run(
        arguments + ["--passphrase-stdin"], today: cli.today, stdin: Self.passphrase + "\n")
      #expect(shown.status == 0, "\(arguments): \(shown)")
      // History's column cuts a long name short.
      #expect(shown.stdout.contains("Lithium 300"), "\(arguments): \(shown)")
      #expect(!shown.stdout.contains("Private "), "\(arguments): \(shown)")
      #expect(shown.stderr.isEmpty, "\(arguments): \(shown)")
    }
    let list = try unlocked(cli, "list")
    #expect(list.stdout.contains("Health"), "\(list)")

    let notes = try unlocked(cli, "notes", "lith")
    #expect(notes.status == 0, "\(notes)")
    #expect(notes.stdout.contains("2026-01-07") && notes.stdout.contains("shaky hands"), "\(notes)")
    let search = try unlocked(cli, "search", "shaky")
    #expect(search.stdout.contains("Lithium 300mg"), "\(search)")
    #expect(search.stdout.contains("shaky hands"), "\(search)")
    let byName = try unlocked(cli, "search", "breakfast")
    #expect(byName.stdout.contains("Lithium 300mg"), "\(byName)")
  }

  @Test func aWrongPassphraseIsRefusedAndShowsNoName() async throws {
    let (cli, _) = try await privateAccount()
    let wrong = try unlocked(cli, "today", passphrase: "river stone lanterns")
    #expect(wrong.status == 4, "\(wrong)")
    #expect(wrong.stderr == "Error: That passphrase does not unlock private mode.\n")
    #expect(wrong.stdout.isEmpty, "\(wrong)")

    // No terminal to ask on, and no --passphrase-stdin.
    let unasked = try cli.run("list")
    #expect(unasked.status == 2, "\(unasked)")
    #expect(unasked.stderr.contains("--passphrase-stdin"), "\(unasked)")
    #expect(!unasked.stdout.contains("Private habit"), "\(unasked)")
    for refused in [wrong, unasked] {
      #expect(!(refused.stdout + refused.stderr).contains("Lithium"), "\(refused)")
    }
  }

  @Test func addAndDoneSealTheWordsAndTheRowsHoldNeutralOnes() async throws {
    let (cli, key) = try await privateAccount()
    let added = try unlocked(cli, "add", "Journal", "--description", "three lines")
    #expect(added.status == 0, "\(added)")
    #expect(added.stdout.hasPrefix("Added Journal ("), "\(added)")

    let store = try await Store.open(cli.database)
    let rows = try await store.habits(for: .local, filter: .all)
    await store.close()
    let row = try #require(rows.first { $0.id.rawValue != Self.habitID }, "\(rows)")
    #expect(row.id.rawValue == row.id.rawValue.uppercased())
    let expected =
      "Private habit "
      + row.id.rawValue.replacingOccurrences(of: "-", with: "")
      .prefix(8)
    #expect(row.name == expected)
    #expect(row.description.isEmpty)
    let words = try await opened(.habit, row.id.rawValue, in: cli, key: key)
    #expect(words?["name"] as? String == "Journal", "\(String(describing: words))")
    #expect(words?["description"] as? String == "three lines")

    let done = try unlocked(cli, "done", "Journal", "--note", "felt calm", "--mood", "good")
    #expect(done.status == 0, "\(done)")
    #expect(done.stdout.contains("Journal: done today"), "\(done)")
    let reread = try await Store.open(cli.database)
    let checkIn = try #require(
      try await reread.checkIns(for: .local, habit: row.id, in: nil).first)
    await reread.close()
    #expect(checkIn.note == nil && checkIn.mood == nil, "\(checkIn)")
    let day = try await opened(.day, "\(row.id.rawValue)/2026-01-08", in: cli, key: key)
    #expect(day?["note"] as? String == "felt calm", "\(String(describing: day))")
    #expect(day?["mood"] as? String == "good")
    #expect((day?["at"] as? NSNumber)?.int64Value == checkIn.updatedAt)
    let notes = try unlocked(cli, "notes", "Journal")
    #expect(notes.stdout.contains("felt calm"), "\(notes)")
  }

  @Test func editSealsANewNameAndKeepsTheRowNeutral() async throws {
    let (cli, key) = try await privateAccount()
    let edited = try unlocked(cli, "edit", "Lithium", "--name", "Lithium 400mg", "--weekly", "5")
    #expect(edited.status == 0, "\(edited)")
    #expect(edited.stdout.hasPrefix("Saved Lithium 400mg ("), "\(edited)")
    let words = try await opened(.habit, Self.habitID, in: cli, key: key)
    #expect(words?["name"] as? String == "Lithium 400mg")
    #expect(words?["description"] as? String == "with breakfast")

    // A change that leaves the words alone writes the neutral name back, not the words.
    let recoloured = try unlocked(cli, "edit", "Lithium", "--color", "Teal")
    #expect(recoloured.status == 0, "\(recoloured)")
    let store = try await Store.open(cli.database)
    let row = try await store.habit(HabitID(Self.habitID), for: .local)
    await store.close()
    #expect(row.name == Self.neutral && row.description.isEmpty, "\(row)")
  }

  @Test func anItemThatDoesNotOpenWarnsAndKeepsTheNeutralName() async throws {
    // The habit's words sealed for another habit, then moved onto this one.
    let (cli, _) = try await privateAccount { key in
      let moved = try ItemSeal.seal(
        #"{"name":"Not this one"}"#, for: PrivateItem(kind: .habit, id: "other"), key: key)
      return [
        PrivateItemRecord(kind: "habit", id: Self.habitID, sealed: moved, updatedAt: 3)
      ]
    }
    let list = try unlocked(cli, "list")
    #expect(list.status == 0, "\(list)")
    #expect(list.stdout.contains(Self.neutral), "\(list)")
    #expect(!list.stdout.contains("Not this one") && !list.stdout.contains("Lithium"), "\(list)")
    #expect(
      list.stderr
        == "Warning: The encrypted habit \(Self.habitID) was changed or belongs elsewhere; it "
        + "was not opened.\n", "\(list)")
  }

  @Test func anExportCarriesTheWordsAndNotTheNeutralNames() async throws {
    let (cli, _) = try await privateAccount()
    let csv = try unlocked(cli, "export", "--notes")
    #expect(csv.status == 0, "\(csv)")
    #expect(csv.stdout.contains("Lithium 300mg,2026-01-07,"), "\(csv)")
    #expect(csv.stdout.contains("shaky hands"), "\(csv)")
    let json = try unlocked(cli, "export", "--format", "json", "--notes")
    #expect(json.status == 0, "\(json)")
    #expect(json.stdout.contains("Lithium 300mg") && json.stdout.contains("with breakfast"))
    #expect(json.stdout.contains("shaky hands"), "\(json)")
    for export in [csv, json] { #expect(!export.stdout.contains("Private "), "\(export)") }
  }

  /// Words a template or an import writes are sealed too: the rows end with neutral names and
  /// no note, and the commands show the words.
  @Test func aTemplateAndAnImportSealWhatTheyWrite() async throws {
    let (cli, key) = try await privateAccount()
    let added = try unlocked(cli, "templates", "add", "meditate", "--name", "Sit by Quillmere")
    #expect(added.status == 0, "\(added)")
    #expect(added.stdout.contains("Sit by Quillmere"), "\(added)")
    let file = cli.file("walks.csv")
    try Data("Habit,Date,Note\nBramblecourt walk,2026-01-06,Lanternfog at dusk\n".utf8)
      .write(to: URL(fileURLWithPath: file))
    let imported = try unlocked(cli, "import", file)
    #expect(imported.status == 0, "\(imported)")

    let store = try await Store.open(cli.database)
    let rows = try await store.habits(for: .local, filter: .all)
    let checkIns = try await store.checkIns(for: .local, habit: nil, in: nil)
    await store.close()
    let neutral = /Private habit [0-9A-Z]{8}/
    #expect(rows.count == 3, "\(rows)")
    #expect(rows.allSatisfy { $0.name.wholeMatch(of: neutral) != nil && $0.description.isEmpty })
    #expect(checkIns.allSatisfy { $0.note == nil && $0.mood == nil }, "\(checkIns)")
    var walkID: String?
    for row in rows {
      let words = try await opened(.habit, row.id.rawValue, in: cli, key: key)
      if words?["name"] as? String == "Bramblecourt walk" { walkID = row.id.rawValue }
    }
    let walk = try #require(walkID, "no sealed item names the imported habit")
    let day = try await opened(.day, "\(walk)/2026-01-06", in: cli, key: key)
    #expect(day?["note"] as? String == "Lanternfog at dusk", "\(String(describing: day))")

    let list = try unlocked(cli, "list")
    #expect(list.stdout.contains("Sit by Quillmere") && list.stdout.contains("Bramblecourt walk"))
    let notes = try unlocked(cli, "notes", "Bramblecourt")
    #expect(notes.stdout.contains("Lanternfog at dusk"), "\(notes)")
  }

  @Test func aGoalIsPlannedHereAndEveryWordOfItIsSealed() async throws {
    let (cli, _) = try await privateAccount()
    let made = try unlocked(
      cli, "goal", "new", "--what", "Meditate 10 minutes a day by the Quillbrook pond", "--why",
      "Calm before Harrowmere", "--weeks", "8")
    #expect(made.status == 0, "\(made)")
    #expect(made.stdout.contains("Quillbrook"), "\(made)")

    // The store holds tokens in every text of the goal, its plan and its habit.
    let store = try await Store.open(cli.database)
    let goals = try await store.goals(for: .local)
    let habits = try await store.habits(for: .local, filter: .all)
    let items = try await store.privateItems(of: .local, since: nil)
    await store.close()
    let goal = try #require(goals.first)
    let kept = String(describing: goal.state) + String(describing: habits)
    for marker in ["Quillbrook", "Harrowmere", "Meditate"] {
      #expect(!kept.contains(marker), "\(marker) is in the store")
    }
    #expect(goal.title.wholeMatch(of: /Private goal [0-9A-F]{8}/) != nil, "\(goal.title)")
    #expect(items.contains { $0.kind == "goal" } && items.contains { $0.kind == "roadmap" })

    // With the passphrase the coach's commands show the words; without it they are not asked.
    for arguments in [["goal", "show"], ["goal", "week"], ["goal", "show", "--json"]] {
      let shown = try cli.run(
        arguments + ["--passphrase-stdin"], today: cli.today, stdin: Self.passphrase + "\n")
      #expect(shown.status == 0, "\(arguments): \(shown)")
      #expect(!shown.stdout.contains("Private "), "\(arguments): \(shown)")
    }
    let show = try unlocked(cli, "goal", "show")
    #expect(show.stdout.contains("Quillbrook"), "\(show)")
    let json = try unlocked(cli, "goal", "show", "--json")
    let answer = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(answer?["title"] as? String == "Meditate 10 minutes a day by the Quillbrook pond")
    let today = try unlocked(cli, "today")
    #expect(today.stdout.contains("Meditate"), "\(today)")
    #expect(!today.stdout.contains("Private "), "\(today)")
  }

  @Test func aStoreNotInPrivateModeNeverAsks() async throws {
    let cli = try CLI(today: "2026-01-08")
    try cli.ok("add", "Read")
    try cli.ok("done", "Read", "--note", "two chapters")
    for arguments in [["today"], ["list"], ["notes", "Read"]] {
      // stdin is not a terminal: a prompt would fail the command.
      let shown = try cli.run(arguments, today: cli.today)
      #expect(shown.status == 0, "\(arguments): \(shown)")
      #expect(shown.stderr.isEmpty, "\(arguments): \(shown)")
      #expect(shown.stdout.contains(arguments[0] == "notes" ? "two chapters" : "Read"))
    }
    let store = try await Store.open(cli.database)
    let rows = try await store.habits(for: .local, filter: .all)
    let items = try await store.privateItems(of: .local, since: nil)
    await store.close()
    #expect(rows.map(\.name) == ["Read"])
    #expect(items.isEmpty)
  }
}
