import RippleCore

/// A whole user's data as one versioned JSON document.
public struct BackupDocument: Sendable, Equatable {
  public static let currentVersion = 1
  /// The largest document `decode(_:)` reads (and `POST /api/v1/restore` accepts). Every
  /// backup Ripple writes must restore: 400,000 check-ins (100 habits over eleven years) make
  /// about 60 MB, so the limit leaves four times that.
  public static let maximumSize = 256 * 1024 * 1024

  public var version: Int
  /// Milliseconds since 1970 at which the backup was made.
  public var exportedAt: Int64
  public var settings: Settings
  /// In `sortOrder`.
  public var categories: [Category]
  /// In `sortOrder`.
  public var habits: [Habit]
  /// Ordered by habit (as `habits`), then day.
  public var checkIns: [CheckIn]
  /// Coach goals (absent from backups made before the coach: read as none), oldest first.
  public var goals: [GoalRecord]
  /// Ordered by goal, then time.
  public var reflections: [GoalReflection]
  /// The uploaded icons the habits name (`img:` and a digest), by digest.
  public var icons: [StoredIcon]
  /// What the user shares with partners (never what partners share with them).
  public var partnerShares: [BackupPartnerShare]
  /// The private-mode keyring and sealed items; nil when private mode was off (a restore then
  /// turns it off).
  public var privateMode: BackupPrivateMode?

  public init(
    version: Int = BackupDocument.currentVersion, exportedAt: Int64 = 0,
    settings: Settings = Settings(), categories: [Category] = [], habits: [Habit] = [],
    checkIns: [CheckIn] = [], goals: [GoalRecord] = [], reflections: [GoalReflection] = [],
    icons: [StoredIcon] = [], partnerShares: [BackupPartnerShare] = [],
    privateMode: BackupPrivateMode? = nil
  ) {
    self.version = version
    self.exportedAt = exportedAt
    self.settings = settings
    self.categories = categories
    self.habits = habits
    self.checkIns = checkIns
    self.goals = goals
    self.reflections = reflections
    self.icons = icons
    self.partnerShares = partnerShares
    self.privateMode = privateMode
  }
}

extension BackupDocument {
  /// Keeps the shares of the document's habits.
  public mutating func keepPartnerShares(_ shares: [BackupPartnerShare]) {
    let ids = Set(habits.map(\.id))
    partnerShares = shares.filter { ids.contains($0.share.habitID) }
  }
}
