import GRDB
import RippleStore
import Synchronization

/// Read-only connections of their own for lookups by key made on the calling thread: each
/// caller takes a free one (opening another when none is free), so lookups never queue behind
/// each other, a thread hop or a task. There are as many as lookups ever ran at once: a few.
final class LookupConnections: Sendable {
  private let path: String
  private let configuration: Configuration
  private let free = Mutex<[DatabaseQueue]>([])

  init(path: String, configuration: Configuration) {
    self.path = path
    var configuration = configuration
    configuration.readonly = true
    self.configuration = configuration
  }

  /// Runs `body` outside any transaction: each statement sees one consistent snapshot.
  func read<T>(_ body: (Database) throws -> T) throws -> T {
    let connection =
      try free.withLock { $0.popLast() }
      ?? DatabaseQueue(path: path, configuration: configuration)
    defer { free.withLock { $0.append(connection) } }
    return try connection.inDatabase(body)
  }
}
