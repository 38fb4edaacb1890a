import Hummingbird
import Logging
import NIOCore
import RippleCore
import RippleServices
import RippleStore

/// Builds the Ripple server: the API under `/api/v1`, the OpenAPI document and the web app, as a
/// Hummingbird application (for tests; `ripple serve` runs `ListeningServer`).
public func buildApplication<Repository: RippleRepository>(
  configuration: ServerConfiguration, repository: Repository, clock: ServerClock = .live,
  planner: CoachPlanner = CoachPlanner(), accounts: AccountsService? = nil,
  logLevel: Logger.Level = .notice,
  onServerRunning: @escaping @Sendable (Int) async -> Void = { _ in }
) -> some ApplicationProtocol {
  let logger = ServerConfiguration.logger(level: logLevel)
  return Application(
    router: buildRouter(
      configuration: configuration, repository: repository, clock: clock, planner: planner,
      accounts: accounts, logger: logger),
    server: .http1(configuration: configuration.httpChannel),
    configuration: .init(
      address: .hostname(configuration.host, port: configuration.port),
      serverName: ServerConfiguration.serverName),
    onServerRunning: { channel in await onServerRunning(channel.localAddress?.port ?? 0) },
    logger: logger)
}

/// The router for `configuration`: every route, with the web app from its web root.
public func buildRouter<Repository: RippleRepository>(
  configuration: ServerConfiguration, repository: Repository, clock: ServerClock = .live,
  planner: CoachPlanner = CoachPlanner(), accounts: AccountsService? = nil, logger: Logger
) -> Router<AppRequestContext> {
  buildRouter(
    repository: repository, clock: clock, planner: planner, accounts: accounts,
    webRoot: configuration.webRoot ?? ServerResources.webRoot, plans: configuration.plans,
    push: configuration.push, allowedHosts: configuration.allowedHosts + configuration.boundName,
    backupWorkFactor: configuration.backupWorkFactor, logger: logger)
}

/// The router with every route; the web app's files are served for paths outside the API.
/// Requests reach a route only by the path's one canonical spelling, for an allowed `Host` and,
/// for writes, from the same origin with
/// a declared body type; every response carries the security headers. With `accounts`, requests
/// act for the signed-in user; without, for the one local user.
public func buildRouter<Repository: RippleRepository>(
  repository: Repository, clock: ServerClock = .live, planner: CoachPlanner = CoachPlanner(),
  accounts: AccountsService? = nil, webRoot: String = ServerResources.webRoot,
  plans: PlanOptions = PlanOptions(), push: PushOptions = PushOptions(),
  allowedHosts: [String] = [], backupWorkFactor: Int = AgeFile.defaultWorkFactor,
  logger: Logger = Logger(label: "ripple")
) -> Router<AppRequestContext> {
  let router = Router(context: AppRequestContext.self, options: .autoGenerateHeadEndpoints)
  router.add(middleware: SecurityHeadersMiddleware())
  router.add(middleware: AnswerCompressionMiddleware())
  router.add(middleware: ErrorMiddleware())
  router.add(middleware: CanonicalPathMiddleware())
  router.add(middleware: HostAllowlistMiddleware(allowedHosts: allowedHosts))
  router.add(
    middleware: SameOriginMiddleware(trustProxy: accounts?.configuration.trustProxy ?? false))
  router.add(middleware: ContentTypeMiddleware())
  if let accounts {
    router.add(middleware: AuthMiddleware(accounts: accounts))
    router.add(middleware: RateLimitMiddleware(limiter: accounts.limiter, clock: clock))
    router.add(middleware: AuthRouteLimitMiddleware(accounts: accounts))
  } else {
    router.add(middleware: LocalUserMiddleware())
  }
  let calendar = UserCalendar(repository: repository, clock: clock)
  MetaController().addRoutes(to: router)
  let api = router.group("api/v1")
  ClientMetaController(repository: repository, calendar: calendar, plans: plans)
    .addRoutes(to: api.group("meta"))
  AuthController(accounts: accounts, repository: repository).addRoutes(to: api.group("auth"))
  MeController(accounts: accounts, repository: repository).addRoutes(to: api.group("me"))
  InvitesController(accounts: accounts).addRoutes(to: api.group("invites"))
  TodayController(repository: repository, calendar: calendar).addRoutes(to: api.group("today"))
  let habits = api.group("habits")
  HabitsController(repository: repository, calendar: calendar).addRoutes(to: habits)
  CheckInsController(repository: repository, calendar: calendar).addRoutes(to: habits)
  QuickCheckInController(repository: repository, calendar: calendar, idempotency: IdempotencyKeys())
    .addRoutes(to: habits)
  SearchController(repository: repository).addRoutes(api: api, habits: habits)
  let history = HistoryController(repository: repository, calendar: calendar)
  history.addHabitRoutes(to: habits)
  history.addMatrixRoutes(to: api.group("history"))
  StreaksController(repository: repository, calendar: calendar).addRoutes(to: api.group("streaks"))
  CategoriesController(repository: repository, calendar: calendar)
    .addRoutes(to: api.group("categories"))
  SchedulesController(calendar: calendar).addRoutes(to: api.group("schedules"))
  SettingsController(repository: repository).addRoutes(to: api.group("settings"))
  PlanController(repository: repository, accounts: accounts, mode: plans.mode)
    .addRoutes(to: api.group("plan"))
  LicenceController(repository: repository, calendar: calendar, options: plans)
    .addRoutes(to: api.group("licence"))
  DataController(repository: repository, calendar: calendar).addRoutes(to: api)
  ImportController(repository: repository, calendar: calendar).addRoutes(to: api)
  TemplatesController(repository: repository, calendar: calendar).addRoutes(to: api)
  EncryptedBackupController(
    repository: repository, calendar: calendar, workFactor: backupWorkFactor
  ).addRoutes(to: api)
  ChangesController(repository: repository).addRoutes(to: api)
  StatsController(repository: repository, calendar: calendar).addRoutes(to: api)
  GoalsController(
    repository: repository, calendar: calendar,
    service: GoalService(repository: repository, planner: planner, clock: clock)
  ).addRoutes(to: api.group("goals"))
  if let store = repository as? any (RippleRepository & IconRepository) {
    addIconRoutes(store: store, clock: clock, to: api.group("icons"))
  }
  if let store = repository as? any (RippleRepository & NotificationRepository) {
    addNotificationRoutes(store: store, clock: clock, push: push, to: api)
  }
  if let store = repository as? any (RippleRepository & HealthRepository) {
    addHealthRoutes(
      store: store, clock: clock, health: api.group("health"), habits: api.group("habits"))
  }
  if let store = repository as? any (RippleRepository & WebhookRepository) {
    addWebhookRoutes(store: store, clock: clock, push: push, to: api.group("webhooks"))
  }
  if let store = repository as? any Partnering.Store {
    PartnersController(store: store, clock: clock)
      .addRoutes(partners: api.group("partners"), shared: api.group("shared"))
  }
  if let store = repository as? any (PrivateModeRepository & PartnerRepository & AccountRepository)
  {
    PrivateModeController(
      store: store, clock: clock, accountsMode: accounts != nil,
      itemLimit: accounts?.configuration.privateItemLimit ?? .standard
    )
    .addRoutes(to: api.group("private"))
  }
  if let store = repository as? any (RippleRepository & PrivateModeRepository) {
    PrivateDaysController(store: store, clock: clock, accountsMode: accounts != nil)
      .addRoutes(to: api.group("private"))
  }
  // Added last, so API requests never touch the file system.
  router.add(middleware: WidgetPageMiddleware())
  let hashes = AssetHashes(root: webRoot)
  router.add(middleware: StaticCachingMiddleware(hashes: hashes))
  router.add(middleware: HashedPageMiddleware(webRoot: webRoot, hashes: hashes))
  router.add(middleware: FileMiddleware(webRoot, searchForIndexHtml: true, logger: logger))
  // Inside the file server: a compressible file the client may take gzipped never reaches it.
  router.add(middleware: StaticCompressionMiddleware(webRoot: webRoot))
  return router
}
