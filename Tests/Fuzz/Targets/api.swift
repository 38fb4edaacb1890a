// libFuzzer: -max_len=16384 -dict=Tests/Fuzz/json.dict -rss_limit_mb=512 -timeout=5
import RippleFuzzServer
import RippleFuzzSupport

/// The JSON body of every API route that reads one, through the whole server in process
/// (middleware, decoding, validation, the store): the first byte picks the route, the rest is
/// the body. No body may get an answer of the 5xx family. The whole server with AddressSanitizer
/// takes about 280 MB before any input, so the process may grow to 512 MB; one allocation is
/// still held to 256 MB. An input may take 5 s: a request and the reset after it (a restore of
/// the baseline) took from 0.2 s to 5 s for the same body on a two-core machine loaded twenty
/// times over, and the run stopped at its first seed with a second's limit.
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
