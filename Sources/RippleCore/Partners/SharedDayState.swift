/// What a partner sees of one day of a shared habit: whether it was done, never how much.
public enum SharedDayState: String, Sendable, CaseIterable {
  case done
  case skipped
  /// Due and not done (a numeric day short of its target included), or an explicit "no".
  case missed
  case notDue
  /// Today, due and not done yet.
  case pending
  /// After today.
  case upcoming
  /// Not shown: before the grant began (unless the owner included the past) or the habit began.
  case hidden
}
