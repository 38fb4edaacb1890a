import RippleServices
import RippleStore

/// A session's store as a keeper of health links, and its import use case.
struct HealthSession {
  let store: any RippleStoreBackend
  let importing: HealthImporting

  init(_ session: Session) {
    store = session.store
    importing = HealthImporting(
      repository: session.store, user: session.user, today: session.today,
      now: session.nowMillis)
  }
}
