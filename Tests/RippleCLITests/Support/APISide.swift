import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import NIOCore
import RippleServer
import RippleServices
import RippleStore
import RippleStoreOpening

/// The API in process over a SQLite file of its own, with its clock pinned: the other side of the
/// tests that give the CLI and the API the same input and compare what each stored.
struct APISide {
  let client: any TestClientProtocol

  /// Runs `test` against the API over `database` (a new file), its clock at 09:00 UTC on `day`,
  /// and answers what it answers.
  static func run<Result: Sendable>(
    database: String, day: String, _ test: @Sendable (APISide) async throws -> Result
  ) async throws -> Result {
    let store = try await Store.open(database, plans: TierPolicy())
    let parts = day.split(separator: "-").compactMap { Int($0) }
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    let morning = calendar.date(
      from: DateComponents(year: parts[0], month: parts[1], day: parts[2], hour: 9))!
    let app = buildApplication(
      configuration: ServerConfiguration(host: "127.0.0.1", port: 0), repository: store,
      clock: .pinned(at: Int64(morning.timeIntervalSince1970 * 1000)), logLevel: .critical)
    let result: Result
    do {
      result = try await app.test(.router) { client in try await test(APISide(client: client)) }
    } catch {
      await store.close()
      throw error
    }
    await store.close()
    return result
  }

  /// Sends `json` (when given) and answers the status and the body's text.
  func send(
    _ method: HTTPRequest.Method, _ uri: String, json: String? = nil
  ) async throws -> (status: HTTPResponse.Status, text: String) {
    var headers: HTTPFields = [:]
    if json != nil { headers[.contentType] = "application/json" }
    let response = try await client.execute(
      uri: uri, method: method, headers: headers, body: json.map { ByteBuffer(string: $0) })
    return (response.status, String(buffer: response.body))
  }
}
