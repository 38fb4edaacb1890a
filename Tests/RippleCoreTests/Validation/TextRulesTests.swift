import RippleCore
import Testing

@Suite struct TextRulesTests {
  @Test(arguments: [
    "Re\u{0}ad", "Read\u{0}", "Tab\there", "Line\nbreak", "Bell\u{7}", "\u{1B}[31mRed",
    "Next\u{85}line", "Para\u{2029}graph",
  ])
  func namesRefuseControlCharactersAndLineBreaks(_ name: String) {
    #expect(
      throws: ValidationError(
        field: "name", message: "Text can't contain control characters or line breaks")
    ) { try HabitValidation.validated(habit(name), among: []) }
  }

  @Test func notesAndDescriptionsKeepTabsAndLineBreaksButNotOtherControls() throws {
    var read = habit("Read")
    read.description = "Chapter one\n\tthen two"
    #expect(try HabitValidation.validated(read, among: []).description == read.description)
    read.description = "Chapter\u{0} one"
    #expect(
      throws: ValidationError(
        field: "description",
        message: "Text can't contain control characters (tabs and line breaks are fine)")
    ) { try HabitValidation.validated(read, among: []) }

    let note = CheckIn(
      habitID: read.id, day: day("2026-11-20"), state: .done, note: "one\ttwo\nthree")
    #expect(try CheckInValidation.validated(note, measure: .boolean).note == "one\ttwo\nthree")
    var nul = note
    nul.note = "one\u{0}two"
    #expect(throws: ValidationError.self) {
      try CheckInValidation.validated(nul, measure: .boolean)
    }
  }

  @Test func oneCharacterWithThousandsOfCombiningMarksIsTooLong() {
    let name = "a" + String(repeating: "\u{301}", count: 30_000)
    #expect(name.count == 1)
    #expect(
      throws: ValidationError(field: "name", message: "Name must be 50 characters or fewer")
    ) { try HabitValidation.validated(habit(name), among: []) }
    let category = Category(id: CategoryID("c"), name: name, color: "#10B981")
    #expect(throws: ValidationError.self) {
      try CategoryValidation.validated(category, among: [])
    }
  }

  @Test func fiftyEmojiSequencesStillFit() throws {
    let name = String(repeating: "🏃‍♀️", count: 50)
    #expect(try HabitValidation.validated(habit(name), among: []).name == name)
  }

  @Test(arguments: ["\u{200B}", "\u{200B}\u{200D}\u{FEFF}", " \u{2060} ", "\u{3164}", "\u{AD}"])
  func namesOfInvisibleCharactersAreEmpty(_ name: String) {
    #expect(throws: ValidationError(field: "name", message: "Please enter a habit name")) {
      try HabitValidation.validated(habit(name), among: [])
    }
    let category = Category(id: CategoryID("c"), name: name, color: "#10B981")
    #expect(throws: ValidationError(field: "name", message: "Please enter a category name")) {
      try CategoryValidation.validated(category, among: [])
    }
  }

  @Test func emojiWithJoinersAreNames() throws {
    #expect(try HabitValidation.validated(habit("🏃‍♀️ Run"), among: []).name == "🏃‍♀️ Run")
  }
}
