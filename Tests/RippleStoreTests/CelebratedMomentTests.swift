import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

@Suite("Celebrated moments: each is remembered once, per user, until the data is erased")
struct CelebratedMomentTests {
  @Test(arguments: StoreKind.available) func aMomentIsNewOnlyTheFirstTime(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let gym = try await test.store.create(habit("Gym"))[0]
    let perfect = CelebratedMoment.perfectDay(day("2026-11-20"))
    let milestone = CelebratedMoment.milestone(gym.id, day("2026-11-20"))

    #expect(try await test.store.rememberCelebrated([perfect], for: user).isEmpty)
    let again = try await test.store.rememberCelebrated([perfect, milestone], for: user)

    #expect(again == [perfect])
    #expect(try await test.store.rememberCelebrated([milestone], for: user) == [milestone])
    #expect(
      try await test.store.rememberCelebrated(
        [.perfectDay(day("2026-11-21"))], for: user
      ).isEmpty)
  }

  @Test(arguments: StoreKind.available) func erasingTheDataForgetsThem(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let perfect = CelebratedMoment.perfectDay(day("2026-11-20"))
    _ = try await test.store.rememberCelebrated([perfect], for: user)

    try await test.store.clearAll(for: user)

    #expect(try await test.store.rememberCelebrated([perfect], for: user).isEmpty)
  }
}
