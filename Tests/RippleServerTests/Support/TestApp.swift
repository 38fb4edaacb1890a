import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RippleCore
import RippleStore
import RippleStoreOpening
import RippleTestSupport
import Synchronization
import Testing

@testable import RippleServer
@testable import RippleServices

/// A server over a fresh store (a SQLite file in its own temporary folder, or a new PostgreSQL
/// database with `RIPPLE_TEST_STORE=postgres`), with a clock tests set.
struct TestApp: Sendable {
  let client: any TestClientProtocol
  let store: any RippleStoreBackend
  let clock: TestClock

  /// Runs `test` against a new app: in process (`.router`) unless `setup` says otherwise.
  static func run(
    now: Int64 = TestClock.wednesdayMorning, setup: TestingSetup = .router,
    // A loaded machine may leave a live test's connection idle for longer than the 10 s a real
    // server allows; HeaderTimeoutTests checks the timeout with a configuration of its own.
    // Plans as `ripple serve --plans choose` (PUT /api/v1/plan picks one), trusting the test
    // licence key; LicenceRouteTests passes its own.
    configuration: ServerConfiguration = ServerConfiguration(
      host: "127.0.0.1", port: 0, headerTimeout: .seconds(600),
      plans: PlanOptions(mode: .choose, extraKeys: [TestLicences.publicKey])),
    storePlans: TierPolicy = TierPolicy(),
    _ test: @Sendable (TestApp) async throws -> Void
  ) async throws {
    // SQLite, or PostgreSQL with RIPPLE_TEST_STORE=postgres (scripts/test runs both).
    let database = try TestDatabase(StoreKind.forServerTests)
    defer { database.remove() }
    try await database.whileOpen {
      let store = try await Store.open(
        database.address, plans: storePlans,
        postgresConnections: TestDatabase.postgresConnections)
      let clock = TestClock(now)
      let app = buildApplication(
        configuration: configuration, repository: store,
        clock: clock.serverClock, logLevel: .critical)
      try await closing(store) {
        try await app.test(setup) { client in
          try await test(TestApp(client: client, store: store, clock: clock))
        }
      }
    }
  }

  /// Sends a request; `json` is sent as the body with a JSON content type, `body` as a file
  /// (`application/octet-stream` unless `headers` name another type).
  @discardableResult
  func send(
    _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, body: ByteBuffer? = nil,
    headers: HTTPFields = [:]
  ) async throws -> Reply {
    var headers = headers
    var body = body
    if let json {
      headers[.contentType] = headers[.contentType] ?? "application/json"
      body = ByteBuffer(string: json)
    } else if body != nil {
      headers[.contentType] = headers[.contentType] ?? "application/octet-stream"
    }
    let response = try await client.execute(
      uri: uri, method: method, headers: headers, body: body)
    return Reply(status: response.status, headers: response.headers, body: response.body)
  }

  func get(_ uri: String) async throws -> Reply {
    try await send(.get, uri)
  }

  /// Creates a habit from a JSON body; fails the test unless the server answers 201.
  @discardableResult
  func createHabit(
    _ json: String, day: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> JSON {
    let uri = "/api/v1/habits" + (day.map { "?day=\($0)" } ?? "")
    let reply = try await send(.post, uri, json: json)
    #expect(reply.status == .created, "\(reply.text)", sourceLocation: sourceLocation)
    return reply.json
  }

  /// Creates a daily habit named `name` (on `day` when given) and returns its id.
  @discardableResult
  func createHabit(
    named name: String, day: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let habit = try await createHabit(
      #"{"name": "\#(name)"}"#, day: day, sourceLocation: sourceLocation)
    return try #require(habit["id"].string, sourceLocation: sourceLocation)
  }

  /// Marks `habit` done on `day`; fails the test unless the server answers 200.
  @discardableResult
  func checkIn(
    _ habit: String, on day: String, today: String? = nil, state: String = "done",
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> JSON {
    let uri = "/api/v1/habits/\(habit)/checkins/\(day)?day=\(today ?? day)"
    let reply = try await send(.put, uri, json: #"{"state": "\#(state)"}"#)
    #expect(reply.status == .ok, "\(reply.text)", sourceLocation: sourceLocation)
    return reply.json
  }

  /// Everything the user has stored, read straight from the database.
  func snapshot() async throws -> Snapshot {
    Snapshot(
      habits: try await store.habits(for: .local, filter: .all),
      checkIns: try await store.checkIns(for: .local, habit: nil, in: nil),
      categories: try await store.categories(for: .local),
      settings: try await store.settings(for: .local),
      sequence: try await store.changeSequence(for: .local))
  }

  /// Sends a bad request and checks the one error shape, then reads the data back: bad input
  /// never changes anything.
  @discardableResult
  func expectError(
    _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, body: ByteBuffer? = nil,
    headers: HTTPFields = [:], status: HTTPResponse.Status, code: String, field: String? = nil,
    message: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Reply {
    let before = try await snapshot()
    let reply = try await send(method, uri, json: json, body: body, headers: headers)
    let error = reply.json["error"]
    #expect(reply.status == status, "\(reply.text)", sourceLocation: sourceLocation)
    #expect(error["code"].string == code, sourceLocation: sourceLocation)
    #expect(error["field"].string == field, sourceLocation: sourceLocation)
    #expect(error["message"].string?.isEmpty == false, sourceLocation: sourceLocation)
    if let message {
      #expect(error["message"].string == message, sourceLocation: sourceLocation)
    }
    #expect(
      reply.headers[.contentType]?.hasPrefix("application/json") == true,
      sourceLocation: sourceLocation)
    #expect(try await snapshot() == before, "data changed", sourceLocation: sourceLocation)
    return reply
  }
}

/// A response with its body decoded on demand.
struct Reply: Sendable {
  var status: HTTPResponse.Status
  var headers: HTTPFields
  var body: ByteBuffer

  var text: String { String(buffer: body) }

  /// The body as JSON (`.null` when it is not JSON).
  var json: JSON {
    (try? JSONDecoder().decode(JSON.self, from: Data(buffer: body))) ?? .null
  }
}

/// What a user has stored; compared before and after a refused request.
struct Snapshot: Equatable {
  var habits: [Habit]
  var checkIns: [CheckIn]
  var categories: [RippleCore.Category]
  var settings: Settings
  var sequence: Int64
}

/// The server's clock, pinned by a test and moved when it needs to.
final class TestClock: Sendable {
  private let millis: Mutex<Int64>

  init(_ millis: Int64) {
    self.millis = Mutex(millis)
  }

  var now: Int64 {
    get { millis.withLock { $0 } }
    set { millis.withLock { $0 = newValue } }
  }

  var serverClock: ServerClock {
    ServerClock { [self] in now }
  }

  /// Milliseconds since 1970 of an ISO 8601 instant such as `2026-11-18T09:00:00Z`.
  static func millis(_ instant: String) -> Int64 {
    let date = ISO8601DateFormatter().date(from: instant)!
    return Int64(date.timeIntervalSince1970 * 1000)
  }

  /// Wednesday 18 November 2026, 09:00 UTC: the default "now".
  static let wednesdayMorning = millis("2026-11-18T09:00:00Z")
}
