import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Password attempts in the store: counted and recorded at once, per key, within a window.
@Suite("Password attempts in the store")
struct PasswordAttemptTests {
  static let now: Int64 = 1_763_461_800_000
  static let window: Int64 = 15 * 60 * 1000

  func reserve(
    _ store: some AccountRepository, _ keys: [String], id: String = UUID().uuidString,
    at now: Int64 = PasswordAttemptTests.now
  ) async throws -> AttemptReservation {
    try await store.reserveAttempt(id: id, keys: keys, limit: 3, window: Self.window, now: now)
  }

  @Test(arguments: StoreKind.available) func parallelReservationsNeverPassTheLimit(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let store = test.store
    let answers = try await withThrowingTaskGroup(of: AttemptReservation.self) { group in
      for _ in 0..<20 {
        group.addTask { try await reserve(store, ["email:ann", "address:1.2.3.4"]) }
      }
      var answers: [AttemptReservation] = []
      for try await answer in group { answers.append(answer) }
      return answers
    }
    #expect(answers.filter { $0 == .reserved }.count == 3)
    #expect(
      answers.filter { $0 == .refused(until: Self.now + Self.window) }.count == 17)
  }

  @Test(arguments: StoreKind.available) func aKeyOverTheLimitRecordsNothingForTheOthers(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    for minute in 0..<3 {
      let at = Self.now + Int64(minute) * 60_000
      #expect(
        try await reserve(test.store, ["email:a\(minute)", "address:x"], at: at) == .reserved)
    }
    // The address is used up, so the new account's attempt is refused and not counted.
    #expect(
      try await reserve(test.store, ["email:new", "address:x"], at: Self.now + 180_000)
        == .refused(until: Self.now + Self.window))
    for _ in 0..<3 {
      #expect(try await reserve(test.store, ["email:new", "address:y"]) == .reserved)
    }
    // The oldest attempt leaves the window first.
    #expect(try await reserve(test.store, ["address:x"], at: Self.now + Self.window) == .reserved)
    #expect(
      try await reserve(test.store, ["address:x"], at: Self.now + Self.window + 1)
        == .refused(until: Self.now + 60_000 + Self.window))
  }

  @Test(arguments: StoreKind.available) func aReleaseGivesBackAndAClearForgets(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    #expect(try await reserve(test.store, ["email:ann", "address:x"], id: "one") == .reserved)
    #expect(try await reserve(test.store, ["email:ann", "address:x"], id: "two") == .reserved)
    try await test.store.releaseAttempt(id: "two")
    try await test.store.clearAttempts(key: "email:ann")
    // "address:x" keeps reservation one only: two more fit, then it is full.
    #expect(try await reserve(test.store, ["address:x"]) == .reserved)
    #expect(try await reserve(test.store, ["address:x"]) == .reserved)
    #expect(try await reserve(test.store, ["address:x"]) != .reserved)
    for _ in 0..<3 { #expect(try await reserve(test.store, ["email:ann"]) == .reserved) }
  }
}
