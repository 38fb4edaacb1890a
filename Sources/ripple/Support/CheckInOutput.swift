import RippleServices
import RippleWire

/// What `done`, `skip`, `no` and `undo` print.
enum CheckInOutput {
  static func print(
    _ result: CheckInResult, session: Session, output: OutputOptions, display: DisplayOptions
  ) throws {
    if output.json {
      try JSONOutput.print(
        CheckInAnswerJSON(result.recorded, day: result.day, settings: session.settings))
    } else {
      let text = CheckInText(style: display.style, settings: session.settings, today: session.today)
      Console.out(text.render(result))
    }
  }
}
