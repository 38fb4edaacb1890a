/// A progression's answer: its distinct doses in order, from week 1's to where the plan ends at
/// its pace (the target, or short of it when a safety cap or the steps left stop it), and the
/// words around them. The fitter lays the doses over the person's weeks.
struct Ladder {
  /// What extra weeks do once every dose has its week.
  enum Leftover {
    /// Each dose lasts longer: a slower, gentler climb over a long timeline.
    case spread
    /// The last dose lasts longer: reach it, then keep it (a limit reached, a daily habit).
    case end
  }

  var doses: [WeekDose]
  /// The target as the plan reads it, in its own unit (nil when the goal states none).
  var target: Quantity?
  /// The target in words for a shortfall line: "5 km (about 30 minutes of running)".
  var targetText: String?
  /// Whether a dose meets the target in its unit and frequency (every dose does without one).
  var meets: (WeekDose) -> Bool
  /// A dose in words for the finish line: "22 minutes of easy running".
  var describe: (WeekDose) -> String
  /// The finish as a quantity for `RoadmapAim.finish` (the dose's own by default).
  var finish: (WeekDose) -> Quantity = { $0.dose.quantity }
  /// Lines every plan of this kind carries (a clinician, quit support).
  var safety: [String] = []
  /// A target refused as unsafe, in kind and plain words; the plan then follows a safe one.
  var refusal: String?
  /// Why the plan reads the target as it does ("20 books a year is about 17 pages a day").
  var reading: String?
  /// What the plan says when it ends short of the target for a reason beyond time.
  var shortfall: String?
  var baselineUnit: String
  var leftover: Leftover = .spread
  /// One fixed dose every week (a weekly saving): no steps, no settling weeks.
  var flat: Bool = false
  /// The kind of plan's own tips; three go with each stage.
  var tips: [String]
  /// Said in week 1 only (a quit date, who to call first), given the week and day the first
  /// stage meeting the target begins.
  var firstWeek: ((Int, Day) -> String)?
  var firstWeekTips: [String] = []
}
