import Hummingbird
import RippleCore
import Synchronization
import Testing

@testable import RippleServer

/// Requests that want the same Today answer wait for one of them to work it out.
@Suite("Today cache")
struct TodayCacheTests {
  struct Failure: Error {}

  final class Count: Sendable {
    private let value = Atomic(0)
    func add() { value.add(1, ordering: .relaxed) }
    var total: Int { value.load(ordering: .relaxed) }
  }

  let key = TodayCache.Key(
    user: .local, change: 7, settings: Settings(),
    moment: UserMoment(
      day: Day(daysSinceEpoch: 20_000), minuteOfDay: 600, minutesIntoDay: 600))

  static func response(_ text: String) -> Response {
    Response(status: .ok, body: .init(byteBuffer: ByteBuffer(string: text)))
  }

  @Test func concurrentMissesWorkItOutOnce() async throws {
    let cache = TodayCache()
    let made = Count()
    let key = key
    let statuses = try await withThrowingTaskGroup(of: HTTPResponse.Status.self) { group in
      for _ in 0..<24 {
        group.addTask {
          try await cache.response(for: key) {
            made.add()
            try await Task.sleep(for: .milliseconds(50))
            return Self.response("today")
          }.status
        }
      }
      return try await group.reduce(into: []) { $0.append($1) }
    }
    #expect(statuses.count == 24 && statuses.allSatisfy { $0 == HTTPResponse.Status.ok })
    #expect(made.total == 1)

    var later = key
    later.change += 1
    _ = try await cache.response(for: later) {
      made.add()
      return Self.response("after a write")
    }
    #expect(made.total == 2)
  }

  @Test func aFailureReachesEveryWaiterAndIsNotKept() async throws {
    let cache = TodayCache()
    let key = key
    let failures = await withTaskGroup(of: Bool.self) { group in
      for _ in 0..<8 {
        group.addTask {
          do {
            _ = try await cache.response(for: key) {
              try await Task.sleep(for: .milliseconds(30))
              throw Failure()
            }
            return false
          } catch {
            return error is Failure
          }
        }
      }
      return await group.reduce(into: 0) { $0 += $1 ? 1 : 0 }
    }
    #expect(failures == 8)
    let retried = try await cache.response(for: key) { Self.response("fine") }
    #expect(retried.status == HTTPResponse.Status.ok)
  }

  /// Many users keep at most `capacity` answers; the one read most recently stays, the least
  /// recently used goes first.
  @Test func manyUsersKeepAtMostItsCapacityLeastRecentlyUsedFirst() async throws {
    let cache = TodayCache(capacity: 3)
    let made = Count()
    func key(_ user: String) -> TodayCache.Key {
      var key = self.key
      key.user = UserID(user)
      return key
    }
    func today(_ user: String) async throws {
      _ = try await cache.response(for: key(user)) {
        made.add()
        return Self.response(user)
      }
    }
    for user in ["ann", "bob", "cy"] { try await today(user) }
    try await today("ann")  // kept: read again, so the most recently used
    #expect(made.total == 3)
    try await today("dee")  // bob, the least recently used, goes
    #expect(cache.count == 3)
    try await today("ann")
    try await today("cy")
    #expect(made.total == 4)
    try await today("bob")
    #expect(made.total == 5)
    #expect(cache.count == 3)
  }
}
