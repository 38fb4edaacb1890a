import Hummingbird
import RippleStore

/// What a restore or an import wrote: the answer of `POST /api/v1/restore` and
/// `/api/v1/import/loop`, and of `ripple restore --json` / `ripple import loop --json`.
public struct ImportSummaryJSON: ResponseEncodable, Sendable {
  var habits: Int
  var checkIns: Int
  var names: [String]
  /// Stored archived: the plan had no room for more active habits.
  var archived: [String]

  public init(_ summary: ImportSummary) {
    habits = summary.habits
    checkIns = summary.checkIns
    names = summary.names
    archived = summary.archived
  }
}
