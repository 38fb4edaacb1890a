import ArgumentParser
import Foundation
import RippleServer
import RippleServices
import RippleStore

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the server and the web app.",
    discussion: """
      Serves the web app and the HTTP API (/api/v1, described at /api/openapi.yaml) from one \
      SQLite file, or from PostgreSQL (--database postgres://…), where any number of identical \
      processes may serve the same database (docs/deploy.md). Stops cleanly on Ctrl-C or SIGTERM: \
      requests in flight are answered (for at most --stop-deadline seconds) and the database is \
      closed; a second Ctrl-C or SIGTERM stops at once. When it cannot start (an address it \
      cannot listen on, a database it cannot open) it says why and exits at once. Local mode has no login, so it listens on loopback only; with \
      --accounts (or RIPPLE_ACCOUNTS=1) people sign in, each sees only their own data, and it \
      may listen on any address. See docs/SECURITY.md.
      """)

  @Option(help: "The address to listen on (loopback by default).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @Option(
    name: .customLong("allowed-host"),
    help: ArgumentHelp(
      "Also answer requests addressed to this host name (repeatable).", valueName: "name"))
  var allowedHosts: [String] = []

  @Flag(
    name: .customLong("i-have-an-auth-proxy"),
    help: "Listen on a non-loopback address: only behind a proxy that makes users sign in.")
  var behindAuthProxy = false

  @OptionGroup(title: "Accounts") var accounts: AccountsOptions

  @OptionGroup var store: DatabaseOptions

  @OptionGroup(title: "Coach") var coach: CoachModelOptions

  @OptionGroup(title: "Plans") var plans: PlanOptionsGroup

  @Option(
    help: ArgumentHelp(
      "Serve the web app from this folder instead of the bundled copy.", visibility: .hidden))
  var webRoot: String?

  @OptionGroup var now: NowOptions

  @Option(
    help: ArgumentHelp(
      "Seconds between two looks for reminders that have come due.", visibility: .hidden))
  var reminderInterval = 30

  @Flag(
    help: ArgumentHelp(
      "Allow push subscriptions on loopback, plain http included (a local push service for "
        + "tests and development).", visibility: .hidden))
  var allowLoopbackPush = false

  @Option(
    help: ArgumentHelp(
      "log2 of scrypt's N for backups the web app protects with a passphrase (10–22).",
      valueName: "n"))
  var backupWorkFactor = AgeFile.defaultWorkFactor

  @Option(
    name: .customLong("stop-deadline"),
    help: ArgumentHelp(
      "Seconds a stop waits for the requests in flight before cutting them off (1–60).",
      valueName: "seconds"))
  var stopDeadline = 8

  func validate() throws {
    guard EncryptedBackup.workFactors.contains(backupWorkFactor) else {
      throw ValidationError("--backup-work-factor must be between 10 and 22")
    }
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535")
    }
    guard (1...60).contains(stopDeadline) else {
      throw ValidationError("--stop-deadline must be between 1 and 60 seconds")
    }
    guard (1...3600).contains(reminderInterval) else {
      throw ValidationError("--reminder-interval must be between 1 and 3600 seconds")
    }
  }

  func run() async throws {
    let accountsOn = accounts.isOn()
    if !LoopbackHost.contains(host), !accountsOn {
      guard behindAuthProxy else { throw ExposureWarning.refusal(host: host) }
      Console.error(ExposureWarning.warning(host: host))
    }
    if accountsOn, !LoopbackHost.contains(host), allowedHosts.isEmpty {
      Console.error(
        "Note: answering only loopback names and \(host); add --allowed-host NAME for the name "
          + "people type (and serve it over HTTPS through a proxy, with --trust-proxy)")
    }
    let clock = try now.serverClock()
    let repository = try await store.openStore(plans: plans.policy, serving: true)
    let service =
      accountsOn
      ? AccountsService(store: repository, configuration: accounts.configuration, clock: clock)
      : nil
    let push = PushOptions(allowLoopback: allowLoopbackPush)
    let configuration = ServerConfiguration(
      host: host, port: port, webRoot: webRoot, allowedHosts: allowedHosts,
      plans: plans.options, push: push, backupWorkFactor: backupWorkFactor)
    let router = buildRouter(
      configuration: configuration, repository: repository, clock: clock,
      planner: CoachPlanner(model: coach.configuration), accounts: service,
      logger: ServerConfiguration.logger())
    let server: ListeningServer
    do {
      server = try await ListeningServer.start(
        router: router, configuration: configuration, logger: ServerConfiguration.logger())
    } catch {
      await repository.close()
      throw CommandError.failure("\(error)")
    }
    let signals = StopSignals.shared.graceful()
    let mode = service == nil ? "" : "  (accounts on)"
    Console.out(
      "Ripple is running at http://\(host):\(server.port)  (database: \(repository.displayName))\(mode)"
    )
    let reminders = Task {
      await ReminderScheduler(
        repository: repository,
        sender: PushSender(key: VAPIDKeyCache(store: repository).key, options: push),
        clock: clock, interval: .seconds(reminderInterval)
      ).run()
    }
    let webhooks = Task {
      await WebhookDispatcher(store: repository, options: push, clock: clock).run()
    }
    let trimming = Task { await MallocTuning.trim(every: .seconds(30)) }
    let outcome = await ServeStop.run(server, signals: signals, deadline: .seconds(stopDeadline))
    reminders.cancel()
    webhooks.cancel()
    trimming.cancel()
    if outcome == .deadlineReached {
      Console.error(
        "Stopped waiting after \(stopDeadline) s: requests still open were cut off "
          + "(every write already acknowledged is on disk).")
      throw ExitCode(ExitStatus.failure.rawValue)
    }
    await reminders.value
    await webhooks.value
    await trimming.value
    await repository.close()
    Console.out("Ripple stopped; the database is closed.")
  }
}
