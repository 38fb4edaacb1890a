import ArgumentParser

struct Serve: AsyncParsableCommand {
  static let configuration = CommandConfiguration(abstract: "Run the server and the web app.")

  func run() async throws {
    print("ripple serve is not built yet")
  }
}
