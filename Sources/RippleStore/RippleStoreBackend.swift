import RippleCore

/// A store of either kind, as the CLI and the server open it (`Store.open`).
public protocol RippleStoreBackend: RippleRepository, AccountRepository, NotificationRepository,
  IconRepository & WebhookRepository & HealthRepository & PartnerRepository
    & PrivateModeRepository
{
  /// The file path, or the PostgreSQL address without its password.
  var displayName: String { get }
  /// Lets go of the database (connections, pools).
  func close() async
}
