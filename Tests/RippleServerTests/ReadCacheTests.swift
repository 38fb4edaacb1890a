import Hummingbird
import RippleCore
import Testing

@testable import RippleServer

/// The read routes' answers are kept for their exact key, one per user and request, within a
/// budget of bytes.
@Suite("Read cache")
struct ReadCacheTests {
  static func key(change: Int64, target: String = "/api/v1/habits") -> ReadCache.Key {
    ReadCache.Key(
      user: .local, change: change, settings: Settings(), moment: nil, target: target)
  }

  static func answer(_ text: String) -> Response {
    Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  /// The body `cache` answers `key` with, and whether `make` had to work it out.
  static func read(
    _ cache: ReadCache, _ key: ReadCache.Key, making text: String
  ) async throws -> Bool {
    var made = false
    _ = try await cache.response(for: key) {
      made = true
      return answer(text)
    }
    return made
  }

  @Test func anAnswerIsKeptForItsKeyOnly() async throws {
    let cache = ReadCache()
    #expect(try await Self.read(cache, Self.key(change: 3), making: "three"))
    #expect(try await !Self.read(cache, Self.key(change: 3), making: "three"))
    #expect(try await Self.read(cache, Self.key(change: 4), making: "four"))
    var settings = Self.key(change: 4)
    settings.settings.firstWeekday = .sunday
    #expect(try await Self.read(cache, settings, making: "sunday"))
    #expect(cache.usage.answers == 1)
  }

  @Test func anOlderSequenceNeverReplacesANewerAnswer() async throws {
    let cache = ReadCache()
    _ = try await Self.read(cache, Self.key(change: 5), making: "five")
    _ = try await Self.read(cache, Self.key(change: 4), making: "four")
    #expect(try await !Self.read(cache, Self.key(change: 5), making: "five"))
  }

  @Test func failuresAndOtherStatusesAreNotKept() async throws {
    let cache = ReadCache()
    struct Failure: Error {}
    await #expect(throws: Failure.self) {
      _ = try await cache.response(for: Self.key(change: 1)) { throw Failure() }
    }
    _ = try await cache.response(for: Self.key(change: 1)) {
      Response(status: .notFound, body: .init(byteBuffer: ByteBuffer(string: "gone")))
    }
    #expect(cache.usage.answers == 0)
  }

  @Test func theLeastRecentlyUsedGoOverBudget() async throws {
    let cache = ReadCache(capacity: 64)
    let text = String(repeating: "x", count: 8)
    for n in 0..<8 {
      _ = try await Self.read(cache, Self.key(change: 1, target: "/\(n)"), making: text)
    }
    #expect(try await !Self.read(cache, Self.key(change: 1, target: "/0"), making: text))
    _ = try await Self.read(cache, Self.key(change: 1, target: "/8"), making: text)
    #expect(cache.usage == (answers: 8, bytes: 64))
    #expect(try await !Self.read(cache, Self.key(change: 1, target: "/0"), making: text))
    #expect(try await Self.read(cache, Self.key(change: 1, target: "/1"), making: text))
  }

  /// The budget counts what a body holds in memory, its buffer's power-of-two storage, not only
  /// its length: nine bytes weigh sixteen.
  @Test func theBudgetCountsTheBodiesStorage() async throws {
    #expect(
      [0, 1, 2, 9, 16, 33_000].map(ReadCache.footprint(ofBody:)) == [0, 1, 2, 16, 16, 65_536])
    let cache = ReadCache(capacity: 128)
    let text = String(repeating: "x", count: 9)
    for n in 0..<9 {
      _ = try await Self.read(cache, Self.key(change: 1, target: "/\(n)"), making: text)
    }
    #expect(cache.usage == (answers: 8, bytes: 128))
    #expect(try await Self.read(cache, Self.key(change: 1, target: "/0"), making: text))  // went
  }
}
