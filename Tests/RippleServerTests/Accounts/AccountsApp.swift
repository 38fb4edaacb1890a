import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RippleCore
import RippleStore
import RippleStoreOpening
import RippleTestSupport
import Testing

@testable import RippleServer
@testable import RippleServices

/// A server in accounts mode over a fresh database, with a test clock and a cheap bcrypt cost.
struct AccountsApp: Sendable {
  let client: any TestClientProtocol
  let store: any RippleStoreBackend
  let clock: TestClock
  let accounts: AccountsService

  static let password = "correct horse battery"

  static func run(
    registration: RegistrationMode = .open, rateLimit: Int = 10_000, trustProxy: Bool = false,
    now: Int64 = TestClock.wednesdayMorning, push: PushOptions = PushOptions(),
    configure: (inout AccountsConfiguration) -> Void = { _ in },
    _ test: @Sendable (AccountsApp) async throws -> Void
  ) async throws {
    // SQLite, or PostgreSQL with RIPPLE_TEST_STORE=postgres (scripts/test runs both).
    let database = try TestDatabase(StoreKind.forServerTests)
    defer { database.remove() }
    try await database.whileOpen {
      let store = try await Store.open(
        database.address, postgresConnections: TestDatabase.postgresConnections)
      let clock = TestClock(now)
      var configuration = AccountsConfiguration(
        registration: registration, rateLimit: rateLimit, trustProxy: trustProxy)
      configuration.passwordHasher = PasswordHasher(cost: 4)
      // Tests send many sign-ins from one address; the tests of that limit set it.
      configuration.authRouteLimit = 10_000
      configure(&configuration)
      let accounts = AccountsService(
        store: store, configuration: configuration, clock: clock.serverClock)
      let app = buildApplication(
        configuration: ServerConfiguration(
          host: "127.0.0.1", port: 0, plans: PlanOptions(mode: .choose), push: push),
        repository: store, clock: clock.serverClock, accounts: accounts, logLevel: .critical)
      try await closing(store) {
        try await app.test(.router) { client in
          try await test(
            AccountsApp(client: client, store: store, clock: clock, accounts: accounts))
        }
      }
    }
  }

  /// Sends a request as `auth` (a `Cookie` or `Authorization` value) when given; `body` goes as
  /// it is, with the type `headers` name.
  @discardableResult
  func send(
    _ method: HTTPRequest.Method, _ uri: String, json: String? = nil, as auth: Credential? = nil,
    headers: HTTPFields = [:], body text: String? = nil
  ) async throws -> Reply {
    var headers = headers
    var body = text.map { ByteBuffer(string: $0) }
    if let json {
      headers[.contentType] = "application/json"
      body = ByteBuffer(string: json)
    }
    switch auth {
    case .cookie(let value): headers[.cookie] = "ripple_session=\(value)"
    case .bearer(let token): headers[.authorization] = "Bearer \(token)"
    case nil: break
    }
    let response = try await client.execute(uri: uri, method: method, headers: headers, body: body)
    return Reply(status: response.status, headers: response.headers, body: response.body)
  }

  /// Registers `email` and returns its session cookie; fails the test unless 201.
  func register(
    _ email: String, password: String = AccountsApp.password, invite: String? = nil,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> Credential {
    let inviteField = invite.map { #", "inviteCode": "\#($0)""# } ?? ""
    let reply = try await send(
      .post, "/api/v1/auth/register",
      json: #"{"email": "\#(email)", "password": "\#(password)"\#(inviteField)}"#)
    #expect(reply.status == .created, "\(reply.text)", sourceLocation: sourceLocation)
    return try #require(reply.sessionCookie, sourceLocation: sourceLocation)
  }

  /// The bcrypt work done so far.
  var hashWork: HashWork.Counts { accounts.hasher.work.counts }

  /// Creates a daily habit as `auth` and returns its id.
  func createHabit(
    _ name: String, as auth: Credential, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws -> String {
    let reply = try await send(.post, "/api/v1/habits", json: #"{"name": "\#(name)"}"#, as: auth)
    #expect(reply.status == .created, "\(reply.text)", sourceLocation: sourceLocation)
    return try #require(reply.json["id"].string, sourceLocation: sourceLocation)
  }
}

enum Credential: Sendable {
  case cookie(String)
  case bearer(String)
}

extension Reply {
  /// The session cookie this answer sets.
  var sessionCookie: Credential? {
    guard let header = headers[.setCookie], header.hasPrefix("ripple_session=") else { return nil }
    let value = header.dropFirst("ripple_session=".count).prefix { $0 != ";" }
    return value.isEmpty ? nil : .cookie(String(value))
  }

  var errorCode: String? { json["error"]["code"].string }
}
