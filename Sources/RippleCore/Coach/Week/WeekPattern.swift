/// How the week is going while it runs.
public enum WeekPattern: String, CaseIterable, Sendable {
  /// Further along than the criterion's pace.
  case ahead
  case onTrack = "on_track"
  /// Nothing done yet and nothing behind: the week is still open.
  case open
  /// More days are needed than the pace suggests; still the user's to shape.
  case behind
  /// The criterion is met with days still to come.
  case metEarly = "met_early"
  /// More days done than the criterion asks.
  case exceeded
}
