/// A whole user's data as one versioned JSON document (spec 000 §10.3).
/// (Skeleton: the store work fills in the fields and their validation.)
public struct BackupDocument: Codable, Sendable, Equatable {
  public static let currentVersion = 1
  public var version: Int

  public init(version: Int = BackupDocument.currentVersion) {
    self.version = version
  }
}
