import ArgumentParser
import RippleCore
import RippleServices
import RippleWire

struct TemplatesList: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "list",
    abstract: "The template gallery, by area of life.",
    discussion: "Add one with `ripple templates add ID`.")

  @Option(
    help: ArgumentHelp(
      "Only this area: \(LifeArea.allCases.map(\.rawValue).joined(separator: ", ")).",
      valueName: "area"))
  var area: String?

  @OptionGroup var output: OutputOptions

  func validate() throws {
    if let area, LifeArea(rawValue: area) == nil {
      throw ArgumentParser.ValidationError(
        "--area must be one of \(LifeArea.allCases.map(\.rawValue).joined(separator: ", "))")
    }
  }

  func run() async throws {
    let areas = TemplateGallery.byArea.filter { area == nil || $0.area.rawValue == area }
    if output.json {
      try JSONOutput.print(TemplateGalleryJSON(areas))
      return
    }
    for (index, (area, templates)) in areas.enumerated() {
      if index > 0 { Console.out("") }
      Console.out(area.title)
      let width = templates.map(\.id.count).max() ?? 0
      for template in templates {
        Console.out(
          "  " + template.id.padding(toLength: width + 2, withPad: " ", startingAt: 0)
            + TemplatesList.line(template.definition))
      }
    }
  }

  /// "Drink water · Daily · 8 glasses · 10:00 — A glass at a time adds up over the day."
  static func line(_ definition: HabitDefinition) -> String {
    var parts = [definition.name, definition.schedule.text(firstWeekday: .monday)]
    if definition.measure.isNumeric { parts.append(NumberText.measure(definition.measure)) }
    if let reminder = definition.reminders.first { parts.append(reminder.timeText) }
    return parts.joined(separator: " · ") + " — " + definition.description
  }
}
