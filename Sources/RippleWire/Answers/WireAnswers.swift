#if !hasFeature(Embedded)
/// The answers written with `WireObject`: the roots from which the API document's generated
/// schemas and the web app's `js/api/wire-types.js` are made (Tests/RippleWireTests checks
/// both are up to date; `scripts/wire-schemas` writes them).
public enum WireAnswers {
  public static let roots: [WireType] =
    engineRoots + accountRoots + coachRoots + templateRoots + searchRoots + webhookRoots
    + healthRoots + partnerRoots + privateModeRoots

  /// What the engine decides, which the server, `ripple --json` and the browser's engine send.
  static let engineRoots: [WireType] = [
    TodayJSON.wireType, CheckInAnswerJSON.wireType, HabitJSON.wireType,
    StatisticsJSON.wireType, HabitStatisticsReportJSON.wireType, InsightsJSON.wireType,
    CurrentStreaksJSON.wireType, StreakHistoryJSON.wireType, HabitHistoryJSON.wireType,
    HistoryMatrixJSON.wireType, HabitListJSON.wireType, CategoryListJSON.wireType,
  ]

  /// The template gallery and a shared routine's file.
  static let templateRoots: [WireType] = [TemplateGalleryJSON.wireType, RoutineFileJSON.wireType]

  /// Search, and a habit's notes: answered by the server and, offline, the browser's engine.
  static let searchRoots: [WireType] = [SearchResultsJSON.wireType, HabitNotesJSON.wireType]

  /// Habits linked to health measures, and what an import added.
  static let healthRoots: [WireType] = [
    HealthLinksJSON.wireType, HealthLinkJSON.wireType, HealthImportJSON.wireType,
  ]

  /// Webhook endpoints and their deliveries.
  static let webhookRoots: [WireType] = [
    WebhookListJSON.wireType, WebhookCreatedJSON.wireType, WebhookAnswerJSON.wireType,
    WebhookDeliveryListJSON.wireType, WebhookDeliveryAnswerJSON.wireType,
  ]

  /// Partners: what you share with whom, and what is shared with you.
  static let partnerRoots: [WireType] = [
    PartnerListJSON.wireType, PartnerJSON.wireType, PartnerShareJSON.wireType,
    PartnerInviteCreatedJSON.wireType, SharedListJSON.wireType, SharedHabitJSON.wireType,
  ]

  /// Private mode: whether it is on, the account's keyring and its sealed items.
  static let privateModeRoots: [WireType] = [
    PrivateModeJSON.wireType, PrivateItemsJSON.wireType, PrivateDaysJSON.wireType,
  ]
}
#endif
