/// The symbols text output draws with: Unicode, or plain ASCII with `--ascii`.
struct Glyphs: Sendable, Equatable {
  // Day marks.
  var done: String
  var partial: String
  var missed: String
  var skipped: String
  var todayOpen: String
  var notDue: String
  // Week bar segments.
  var barDone: String
  var barPartial: String
  var barSkipped: String
  var barEmpty: String
  var separator: String
  var ellipsis: String
  var rangeDash: String

  static let unicode = Glyphs(
    done: "●", partial: "◐", missed: "○", skipped: "–", todayOpen: "◌", notDue: "·",
    barDone: "█", barPartial: "▄", barSkipped: "▒", barEmpty: "░", separator: "·",
    ellipsis: "…", rangeDash: "–")

  static let ascii = Glyphs(
    done: "#", partial: "+", missed: "o", skipped: "-", todayOpen: "_", notDue: ".",
    barDone: "#", barPartial: "+", barSkipped: "-", barEmpty: ".", separator: "-",
    ellipsis: "...", rangeDash: "-")
}
