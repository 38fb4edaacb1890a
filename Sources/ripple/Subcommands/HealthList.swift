import ArgumentParser
import RippleServices
import RippleStore
import RippleWire

struct HealthList: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list", abstract: "The habits linked to health measures.")

  @OptionGroup var output: OutputOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let session = try await Session.open(store, today)
    let health = HealthSession(session)
    let (links, habits) = try await health.importing.linked()
    let counts = try await health.store.healthCheckInCounts(for: session.user)
    let answer = HealthLinksJSON(links: links, habits: habits, counts: counts)
    let json = answer.links
    if output.json {
      try JSONOutput.print(answer)
    } else if json.isEmpty {
      Console.out("No habit is linked to health data. Try: ripple health link Walk steps 8000")
    } else {
      for link in json {
        let days = link.imported == 1 ? "1 day" : "\(link.imported) days"
        Console.out("\(link.habitName): \(link.sentence) (\(days) from health data)")
      }
    }
  }
}
