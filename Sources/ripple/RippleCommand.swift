import ArgumentParser

@main
struct RippleCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "ripple",
    abstract: "Ripple: build habits that ripple through your life.",
    version: "0.1.0",
    subcommands: [
      Serve.self
    ]
  )
}
