import Foundation
import Hummingbird
import Logging
import NIOCore
import NIOEmbedded
import RippleCore
import RippleFuzzSupport
import RippleServer
import RippleServices
import RippleStore
import RippleStoreSQLite

/// The server in process, in accounts mode over a SQLite file, with one signed-in account whose
/// data is a small baseline: what the API target sends its bodies to, and what the seeds are
/// made with. Requests go straight to the router's responder (no socket), with the clock pinned.
/// A request that changed something is followed by a reset, so each input meets the same state.
public final class FuzzServer: @unchecked Sendable {
  public static let email = "fuzz@example.com"
  public static let password = "correct horse battery"
  /// The baseline habit's id (ids of habits are chosen by clients).
  public static let habitID = "0f1e2d3c-4b5a-4697-8887-a6b5c4d3e2f1"

  let store: SQLiteStore
  let responder: RouterResponder<AppRequestContext>
  let channel = NIOAsyncTestingChannel()
  let logger: Logger
  var user = UserID("")
  var cookie = ""
  var baseline: BackupDocument?
  /// Stand-ins for the ids a path names, once the baseline made them.
  public private(set) var ids: [String: String] = ["{habit}": FuzzServer.habitID]

  public static func start() async throws -> FuzzServer {
    let server = try FuzzServer()
    try await server.signUp()
    try await server.makeBaseline()
    return server
  }

  init() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-fuzz-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    store = try SQLiteStore(path: folder.appendingPathComponent("ripple.sqlite").path)
    var configuration = AccountsConfiguration(registration: .open, rateLimit: .max)
    configuration.authRouteLimit = .max
    configuration.passwordHasher = PasswordHasher(cost: 4)
    let clock = ServerClock { fuzzNow }
    var logger = Logger(label: "ripple-fuzz")
    logger.logLevel = .critical
    self.logger = logger
    let accounts = AccountsService(store: store, configuration: configuration, clock: clock)
    // Push services resolve to a public address without asking DNS.
    let resolver = PushResolver { _, port in
      [try SocketAddress(ipAddress: "93.184.215.14", port: port)]
    }
    responder = buildRouter(
      repository: store, clock: clock, accounts: accounts,
      plans: PlanOptions(mode: .choose), push: PushOptions(resolver: resolver),
      backupWorkFactor: 1, logger: logger
    ).buildResponder()
  }

  /// Sends `body` to `route` as the signed-in account; any answer of the 5xx family stops the
  /// run. The state is reset after a request that may have changed it.
  @discardableResult
  public func send(_ route: APIRoute, _ body: Data) async -> Answer {
    let answer = await request(route.method, path(route.path), body)
    if answer.status >= 500 {
      fuzzFailure(
        "\(route.method) \(route.path) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))"
      )
    }
    if (200..<300).contains(answer.status) || [401, 403, 429].contains(answer.status) {
      await reset()
    }
    return answer
  }

  /// `path` with the baseline's ids in place of `{habit}`, `{category}` and `{goal}`.
  public func path(_ path: String) -> String {
    ids.reduce(path) { $0.replacingOccurrences(of: $1.key, with: $1.value) }
  }

  public func request(
    _ method: HTTPRequest.Method, _ path: String, _ body: Data? = nil
  ) async -> Answer {
    var headers: HTTPFields = [.cookie: "ripple_session=\(cookie)"]
    if body != nil { headers[.contentType] = "application/json" }
    let request = Request(
      head: HTTPRequest(
        method: method, scheme: "http", authority: "localhost", path: path, headerFields: headers),
      body: RequestBody(buffer: ByteBuffer(data: body ?? Data())))
    let context = AppRequestContext(source: .init(channel: channel, logger: logger))
    let response: Response
    do {
      response = try await responder.respond(to: request, context: context)
    } catch {
      return Answer(status: 500, headers: [:], body: Data("thrown: \(error)".utf8))
    }
    let collector = BodyCollector()
    try? await response.body.write(collector)
    return Answer(status: response.status.code, headers: response.headers, body: collector.bytes)
  }

  /// The baseline back: the account (re-created when a request deleted it or changed its
  /// password), its data and no spent password attempts.
  func reset() async {
    do {
      for key in [
        "address:unknown", "confirm-address:unknown", "confirm:\(user)", "email:\(Self.email)",
      ] {
        try await store.clearAttempts(key: key)
      }
      if await request(.get, "/api/v1/me").status != 200 {
        if let account = try await store.account(email: Self.email) {
          try await store.deleteAccount(account.id)
        }
        try await signUp()
      }
      if let baseline {
        _ = try await store.restore(baseline, for: user, today: fuzzToday)
        try await premium()
      }
    } catch {
      fuzzFailure("the baseline cannot be restored: \(error)")
    }
  }

  func signUp() async throws {
    cookie = ""
    let body = #"{"email": "\#(Self.email)", "password": "\#(Self.password)"}"#
    let answer = await request(.post, "/api/v1/auth/register", Data(body.utf8))
    guard answer.status == 201, let account = try await store.account(email: Self.email),
      let setCookie = answer.headers[.setCookie], setCookie.hasPrefix("ripple_session=")
    else { throw FuzzServerError.setUp("sign-up answered \(answer.status)") }
    user = account.id
    // The first account is the admin; so is this one after a request deleted it.
    try await store.setAdmin(true, for: user)
    cookie = String(setCookie.dropFirst("ripple_session=".count).prefix { $0 != ";" })
  }

  /// Premium (custom colours, any number of habits), a category, the habit in it with a few
  /// check-ins, and a goal.
  func makeBaseline() async throws {
    try await premium()
    let category = try await created(.post, "/api/v1/categories", #"{"name": "Health"}"#)
    ids["{category}"] = try JSON.string(category, "id")
    _ = try await created(
      .post, "/api/v1/habits",
      #"{"id": "\#(Self.habitID)", "name": "Walk", "categoryId": "\#(ids["{category}"]!)"}"#)
    for day in ["2026-11-16", "2026-11-17"] {
      _ = try await created(
        .put, "/api/v1/habits/\(Self.habitID)/checkins/\(day)?day=2026-11-18",
        #"{"state": "done", "note": "Around the park"}"#)
    }
    let goal = try await created(
      .post, "/api/v1/goals?day=2026-11-18", #"{"what": "Run a 5k", "timelineWeeks": 8}"#)
    ids["{goal}"] = try JSON.string(JSON.object(goal, "goal") ?? goal, "id")
    baseline = try await store.backup(for: user, now: fuzzNow)
  }

  /// The plan is the account's, not its data's: a restore keeps it.
  func premium() async throws {
    _ = try await created(.put, "/api/v1/plan", #"{"tier": "premium"}"#)
  }

  /// The answer of a request that must succeed while the baseline is made.
  public func created(
    _ method: HTTPRequest.Method, _ path: String, _ body: String
  ) async throws -> [String: Any] {
    let answer = await request(method, path, Data(body.utf8))
    guard (200..<300).contains(answer.status),
      let json = try JSONSerialization.jsonObject(with: answer.body) as? [String: Any]
    else {
      throw FuzzServerError.setUp(
        "\(method) \(path) answered \(answer.status): \(String(decoding: answer.body, as: UTF8.self))"
      )
    }
    return json
  }
}

/// What the server answered.
public struct Answer: Sendable {
  public var status: Int
  public var headers: HTTPFields
  public var body: Data
}

enum FuzzServerError: Error {
  case setUp(String)
}

/// A response's body, collected.
final class BodyCollector: ResponseBodyWriter, @unchecked Sendable {
  var bytes = Data()

  func write(_ buffer: ByteBuffer) async throws {
    bytes.append(contentsOf: buffer.readableBytesView)
  }
  func finish(_ trailingHeaders: HTTPFields?) async throws {}
}

/// Reading members of `JSONSerialization`'s answers.
enum JSON {
  static func object(_ json: [String: Any], _ key: String) -> [String: Any]? {
    json[key] as? [String: Any]
  }

  static func string(_ json: [String: Any], _ key: String) throws -> String {
    guard let value = json[key] as? String else {
      throw FuzzServerError.setUp("no '\(key)' in \(json)")
    }
    return value
  }
}
