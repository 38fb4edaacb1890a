import Foundation
import RippleCore
import RippleStore
import RippleStoreOpening
import RippleTestSupport

/// A fresh Ripple store of one kind (SQLite or PostgreSQL), for the tests that run against
/// both: `@Test(arguments: StoreKind.available) func x(_ kind: StoreKind)`.
final class StoreFixture: Sendable {
  let database: TestDatabase
  let store: any RippleStoreBackend

  init(_ kind: StoreKind) async throws {
    database = try TestDatabase(kind)
    store = try await Store.open(database.address)
  }

  /// Opens the same database again, as another process would.
  func reopened() async throws -> any RippleStoreBackend {
    try await Store.open(database.address)
  }

  deinit {
    database.remove()
  }
}
