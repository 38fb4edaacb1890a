/// How many of the dose's days make a good week.
enum Criteria {
  /// Practice on so many days: all of them, except that a daily practice passes with 6 of 7,
  /// since one missed day does not undo a habit (Lally et al. 2010).
  static func practice(_ days: Int) -> Int { days == 7 ? 6 : days }
}
