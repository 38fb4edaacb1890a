import RippleStore

/// Runs `body` with `store` open, and closes the store however `body` ends: a test that fails
/// gives its connections back at once rather than when the process ends.
func closing<T: Sendable>(
  _ store: any RippleStoreBackend, _ body: () async throws -> T
) async throws -> T {
  do {
    let value = try await body()
    await store.close()
    return value
  } catch {
    await store.close()
    throw error
  }
}
