/// At most `limit` holders at once; the rest wait their turn, first come first served.
///
/// The server route suite on PostgreSQL starts every test at once: on a loaded machine the tests
/// in flight, each with a store and its pool, outnumbered the throwaway server's
/// `max_connections` (300), and the pools' breakers tripped on "too many clients". Each test
/// that opens a PostgreSQL store holds one of `postgresStores` for as long as its store is open.
public actor TestPermits {
  /// Thirty-two tests' stores at once, each with at most `TestDatabase.postgresConnections`
  /// connections (and the probe each opening makes): 160 of the server's 300 at most.
  public static let postgresStores = TestPermits(limit: 32)

  private let limit: Int
  private var held = 0
  private var waiting: [CheckedContinuation<Void, Never>] = []

  public init(limit: Int) {
    self.limit = limit
  }

  /// Runs `body` holding a permit, and gives it back however `body` ends.
  public nonisolated func holding<T: Sendable>(
    _ body: () async throws -> T
  ) async throws -> T {
    await acquire()
    do {
      let value = try await body()
      await release()
      return value
    } catch {
      await release()
      throw error
    }
  }

  private func acquire() async {
    if held < limit {
      held += 1
      return
    }
    await withCheckedContinuation { waiting.append($0) }
  }

  private func release() {
    if waiting.isEmpty {
      held -= 1
    } else {
      // The permit passes straight to the next in line.
      waiting.removeFirst().resume()
    }
  }
}
