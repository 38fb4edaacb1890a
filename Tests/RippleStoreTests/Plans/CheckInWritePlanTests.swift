import RippleCore
import Testing

@testable import RippleStore

@Suite("Check-in write plans: the newer write wins, a newer clear stands")
struct CheckInWritePlanTests {
  static let walk = habit("Walk")

  @Test func aWriteToAnEmptyDayIsStoredAndLiftsAnOlderClear() throws {
    let written = checkIn(Self.walk, "2026-11-20", updatedAt: 2_000)

    let decision = try CheckInWritePlan.upsert(
      written, habit: Self.walk, stored: nil, cleared: DayClear(updatedAt: 1_000))

    #expect(decision.write.applied)
    #expect(decision.write.current == written)
    #expect(decision.write.previous == nil)
    #expect(decision.edit == .save(written, clearsTombstone: true))
  }

  @Test func anOlderWriteLosesToTheStoredOne() throws {
    let stored = checkIn(Self.walk, "2026-11-20", updatedAt: 2_000)
    let late = checkIn(Self.walk, "2026-11-20", .skipped, updatedAt: 1_000)

    let decision = try CheckInWritePlan.upsert(
      late, habit: Self.walk, stored: stored, cleared: nil)

    #expect(!decision.write.applied)
    #expect(decision.write.current == stored)
    #expect(decision.edit == nil)
  }

  @Test func anOlderWriteLosesToANewerClear() throws {
    let late = checkIn(Self.walk, "2026-11-20", updatedAt: 1_000)

    let decision = try CheckInWritePlan.upsert(
      late, habit: Self.walk, stored: nil, cleared: DayClear(updatedAt: 2_000))

    #expect(!decision.write.applied)
    #expect(decision.write.current == nil)
    #expect(decision.edit == nil)
  }

  @Test func aNewerWriteReplacesTheDayWithoutTouchingTombstones() throws {
    let stored = checkIn(Self.walk, "2026-11-20", updatedAt: 1_000)
    let newer = checkIn(Self.walk, "2026-11-20", .skipped, updatedAt: 2_000)

    let decision = try CheckInWritePlan.upsert(
      newer, habit: Self.walk, stored: stored, cleared: nil)

    #expect(decision.write.previous == stored)
    #expect(decision.edit == .save(newer, clearsTombstone: false))
  }

  @Test func theSameCheckInAgainIsAppliedButWritesNothing() throws {
    let stored = checkIn(Self.walk, "2026-11-20", updatedAt: 1_000)

    let decision = try CheckInWritePlan.upsert(
      stored, habit: Self.walk, stored: stored, cleared: nil)

    #expect(decision.write.applied)
    #expect(decision.edit == nil)
  }

  @Test func theNoteIsTrimmedAndAnEmptyOneDropped() throws {
    let decision = try CheckInWritePlan.upsert(
      checkIn(Self.walk, "2026-11-20", note: "  "), habit: Self.walk, stored: nil,
      cleared: nil)

    #expect(decision.write.current?.note == nil)
  }

  @Test func aNegativeValueIsRefusedOnItsField() {
    #expect {
      try CheckInWritePlan.upsert(
        checkIn(Self.walk, "2026-11-20", value: -1), habit: Self.walk, stored: nil,
        cleared: nil)
    } throws: { error in
      guard case .invalid(let field, _) = error as? StoreError else { return false }
      return field == "value"
    }
  }

  @Test func aClearRemovesTheStoredDayAndIsRememberedOnAnEmptyOne() {
    let stored = checkIn(Self.walk, "2026-11-20", updatedAt: 1_000)

    let clearing = CheckInWritePlan.clear(updatedAt: 2_000, stored: stored, cleared: nil)
    #expect(clearing.write.applied)
    #expect(clearing.write.previous == stored)
    #expect(clearing.edit == .clear(updatedAt: 2_000, deletesRow: true, kept: NoteAndMood()))

    let empty = CheckInWritePlan.clear(updatedAt: 2_000, stored: nil, cleared: nil)
    #expect(empty.edit == .clear(updatedAt: 2_000, deletesRow: false, kept: NoteAndMood()))
  }

  @Test func anOlderClearLosesToTheStoredDay() {
    let stored = checkIn(Self.walk, "2026-11-20", updatedAt: 2_000)

    let decision = CheckInWritePlan.clear(updatedAt: 1_000, stored: stored, cleared: nil)

    #expect(!decision.write.applied)
    #expect(decision.write.current == stored)
    #expect(decision.edit == nil)
  }

  @Test func aClearKeepsTheDaysNoteAndMoodOnItsTombstone() {
    let stored = checkIn(Self.walk, "2026-11-20", note: "Leg day", mood: .great, updatedAt: 1_000)

    let decision = CheckInWritePlan.clear(updatedAt: 2_000, stored: stored, cleared: nil)

    #expect(
      decision.edit
        == .clear(
          updatedAt: 2_000, deletesRow: true, kept: NoteAndMood(note: "Leg day", mood: .great)))
  }

  @Test func aClearOfAClearedDayKeepsWhatTheFirstClearKept() {
    let kept = NoteAndMood(note: "Leg day", mood: .good)

    let decision = CheckInWritePlan.clear(
      updatedAt: 3_000, stored: nil, cleared: DayClear(updatedAt: 2_000, kept: kept))

    #expect(decision.edit == .clear(updatedAt: 3_000, deletesRow: false, kept: kept))
  }

  @Test func aTickAfterAnUntickBringsBackTheNoteAndMoodItLeavesOut() throws {
    let tick = checkIn(Self.walk, "2026-11-20", updatedAt: 3_000)
    let cleared = DayClear(updatedAt: 2_000, kept: NoteAndMood(note: "Leg day", mood: .great))

    let decision = try CheckInWritePlan.upsert(
      tick, keeping: .both, habit: Self.walk, stored: nil, cleared: cleared)

    #expect(decision.write.current?.note == "Leg day")
    #expect(decision.write.current?.mood == .great)
    #expect(decision.edit == .save(decision.write.current!, clearsTombstone: true))
  }

  @Test func aStateChangeKeepsTheNoteAndMoodItLeavesOut() throws {
    let stored = checkIn(Self.walk, "2026-11-20", note: "Leg day", mood: .okay, updatedAt: 1_000)
    let skip = checkIn(Self.walk, "2026-11-20", .skipped, updatedAt: 2_000)

    let decision = try CheckInWritePlan.upsert(
      skip, keeping: .both, habit: Self.walk, stored: stored, cleared: nil)

    #expect(decision.write.current?.state == .skipped)
    #expect(decision.write.current?.noteAndMood == NoteAndMood(note: "Leg day", mood: .okay))
  }

  @Test func aWriteThatNamesTheNoteReplacesItAndKeepsTheMood() throws {
    let stored = checkIn(Self.walk, "2026-11-20", note: "Leg day", mood: .okay, updatedAt: 1_000)
    let edit = checkIn(Self.walk, "2026-11-20", note: nil, updatedAt: 2_000)

    let decision = try CheckInWritePlan.upsert(
      edit, keeping: NoteAndMood.Kept(note: false, mood: true), habit: Self.walk,
      stored: stored, cleared: nil)

    #expect(decision.write.current?.noteAndMood == NoteAndMood(note: nil, mood: .okay))
  }

  @Test func theWholeEntryReplacesTheDaysNoteAndMood() throws {
    let cleared = DayClear(updatedAt: 1_000, kept: NoteAndMood(note: "Leg day", mood: .great))

    let decision = try CheckInWritePlan.upsert(
      checkIn(Self.walk, "2026-11-20", updatedAt: 2_000), habit: Self.walk, stored: nil,
      cleared: cleared)

    #expect(decision.write.current?.noteAndMood == NoteAndMood())
  }
}
