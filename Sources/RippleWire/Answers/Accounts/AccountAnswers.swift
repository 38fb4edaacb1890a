#if !hasFeature(Embedded)
extension WireAnswers {
  /// The answers about the account, the server and its settings (sent by the server only).
  /// `AccountJSON`, which only `ripple users list --json` prints, is not among them.
  static let accountRoots: [WireType] = [
    HealthJSON.wireType, MetaJSON.wireType, AuthStatusJSON.wireType, SignedInJSON.wireType,
    UserJSON.wireType, TokenPairJSON.wireType, AccessTokenListJSON.wireType,
    AccessTokenJSON.wireType, InviteJSON.wireType, LicenceStatusJSON.wireType,
    SchedulePreviewJSON.wireType, ChangesJSON.wireType, ImportSummaryJSON.wireType,
    ImportPreviewJSON.wireType,
    PushKeyJSON.wireType, PushSubscribedJSON.wireType, PushTestJSON.wireType,
    NotificationPreferencesJSON.wireType, SnoozeJSON.wireType, CalendarTokenJSON.wireType,
    CalendarFeedStatusJSON.wireType, AppLockStatusJSON.wireType, ErrorJSON.wireType,
  ]
}
#endif
