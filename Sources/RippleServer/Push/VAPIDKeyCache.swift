import RippleStore
import Synchronization

/// Loads the VAPID key from the store on first use and keeps it.
public final class VAPIDKeyCache: Sendable {
  let store: any NotificationRepository
  private let cached = Mutex<VAPIDKey?>(nil)

  public init(store: any NotificationRepository) { self.store = store }

  public func key() async throws -> VAPIDKey {
    if let key = cached.withLock({ $0 }) { return key }
    let key = try await VAPIDKey.load(from: store)
    cached.withLock { $0 = key }
    return key
  }
}
