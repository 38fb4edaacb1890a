import PostgresNIO
import Testing

@testable import RippleStorePostgres

/// The pool `ripple serve` uses keeps its connections and arms no keep-alive timers; short-lived
/// commands and tests open connections as they need them (see
/// `PostgresLocation.clientConfiguration`).
@Suite("PostgreSQL pool settings")
struct PostgresPoolSettingsTests {
  let location = try! PostgresLocation("postgres://ripple@127.0.0.1:5432/habits")

  @Test func aServersPoolKeepsItsConnectionsWithoutKeepAliveTimers() {
    let options = location.clientConfiguration(connections: 16, keeping: true).options
    #expect(options.maximumConnections == 16)
    #expect(options.minimumConnections == 15)
    #expect(options.keepAliveBehavior == nil)
  }

  @Test func aCommandsPoolOpensConnectionsOnDemand() {
    let options = location.clientConfiguration(connections: 4).options
    #expect(options.maximumConnections == 4)
    #expect(options.minimumConnections == 0)
    #expect(options.keepAliveBehavior != nil)
  }
}
