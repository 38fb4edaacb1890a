import ArgumentParser
import Foundation
import RippleServer
import RippleStore

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Run the server and the web app.",
    discussion: """
      Serves the web app and the HTTP API (/api/v1, described at /api/openapi.yaml) from one \
      SQLite file. Stops cleanly on Ctrl-C or SIGTERM: requests in flight finish and the \
      database is closed.
      """)

  @Option(help: "The address to listen on (loopback by default).")
  var host = "127.0.0.1"

  @Option(help: "The port to listen on (0 picks a free one).")
  var port = 8080

  @OptionGroup var store: DatabaseOptions

  @OptionGroup(title: "Coach") var coach: CoachModelOptions

  @Option(
    help: ArgumentHelp(
      "Serve the web app from this folder instead of the bundled copy.", visibility: .hidden))
  var webRoot: String?

  func validate() throws {
    guard (0...65535).contains(port) else {
      throw ValidationError("--port must be between 0 and 65535")
    }
  }

  func run() async throws {
    MallocArenas.limit(to: 2)
    let repository = try store.openStore()
    let host = host
    let app = buildApplication(
      configuration: ServerConfiguration(host: host, port: port, webRoot: webRoot),
      repository: repository, planner: CoachPlanner(model: coach.configuration),
      onServerRunning: { port in
        let line = "Ripple is running at http://\(host):\(port)  (database: \(repository.path))\n"
        FileHandle.standardOutput.write(Data(line.utf8))
      })
    try await app.runService()
    print("Ripple stopped; the database is closed.")
  }
}
