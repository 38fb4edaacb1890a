import RippleStore

/// `ripple restore --json`, `ripple import loop --json`: what was written.
struct ImportSummaryJSON: Encodable {
  var habits: Int
  var checkIns: Int
  var names: [String]

  init(_ summary: ImportSummary) {
    habits = summary.habits
    checkIns = summary.checkIns
    names = summary.names
  }
}
