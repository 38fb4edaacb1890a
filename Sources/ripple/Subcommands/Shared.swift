import ArgumentParser
import RippleWire

struct Shared: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Show the habits partners share with you: twelve weeks of days, this week's count.")

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var output: OutputOptions
  @OptionGroup var display: DisplayOptions

  func run() async throws {
    let shared = try await PartnerSession(account).partnering.shared()
    if output.json {
      try JSONOutput.print(shared)
      return
    }
    guard !shared.partners.isEmpty else {
      Console.out("No partners yet. Someone can invite you with 'ripple partners invite'.")
      return
    }
    Console.out(SharedText(style: display.style).render(shared))
  }
}
