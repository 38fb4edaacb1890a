import ArgumentParser
import RippleCore

struct GoalRecalibrate: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "recalibrate",
    abstract: "Show a gentler plan from here; --accept switches to it.")

  @Flag(help: "Switch to the proposed plan.")
  var accept = false

  @OptionGroup var goal: GoalOptions
  @OptionGroup var display: DisplayOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var today: TodayOptions

  func run() async throws {
    let coach = GoalSession(try await Session.open(store, today))
    let (record, state) = try await coach.goal(goal.goal)
    let preview: RecalibrationPreview
    do {
      preview = try Recalibration.preview(
        of: state, today: coach.session.today, firstWeekday: coach.session.settings.firstWeekday)
    } catch {
      throw CommandError.invalid(error.rule.message)
    }
    if accept {
      try await coach.move(
        .acceptRecalibration(preview), goal: record.id.rawValue, style: display.style)
      return
    }
    var lines = [preview.message.text, ""]
    lines += preview.changes.map { "  \(display.style.glyphs.separator) \($0.text)" }
    lines += [
      "", display.style.dim("Switch to this plan with: ripple goal recalibrate --accept").text,
    ]
    Console.out(coach.shown(lines.joined(separator: "\n")))
  }
}
