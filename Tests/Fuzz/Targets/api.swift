// libFuzzer: -max_len=16384 -dict=Tests/Fuzz/json.dict -rss_limit_mb=512
import RippleFuzzServer
import RippleFuzzSupport

/// The JSON body of every API route that reads one, through the whole server in process
/// (middleware, decoding, validation, the store): the first byte picks the route, the rest is
/// the body. No body may get an answer of the 5xx family. The whole server with AddressSanitizer
/// takes about 280 MB before any input, so the process may grow to 512 MB; one allocation is
/// still held to 256 MB.
@main
enum API: FuzzTarget {
  static let server = blocking {
    do { return try await FuzzServer.start() } catch { fuzzFailure("no server: \(error)") }
  }

  static func fuzz(_ input: FuzzInput) {
    guard let (index, body) = input.choice(among: APIRoutes.all.count) else { return }
    let server = server
    blocking { await server.send(APIRoutes.all[index], body) }
  }
}
