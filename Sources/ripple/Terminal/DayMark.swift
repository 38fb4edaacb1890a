import RippleCore

/// What one habit's day looks like in the History matrix and the week grid:
/// done, missed, skipped, today still to do, not due, or blank before the habit existed.
enum DayMark: Equatable {
  case done, partial, missed, skipped, todayOpen, notDue, blank

  /// - Parameter timeline: runs through `today` at least.
  init(_ timeline: HabitTimeline, day: Day, today: Day) {
    let index = timeline.index(of: day)
    guard index >= 0, day <= today else {
      self = .blank
      return
    }
    switch timeline.outcome(on: day) {
    case .done: self = .done
    case .partial: self = .partial
    case .skipped: self = .skipped
    case .missed: self = .missed
    case .none:
      let due = timeline.isDue(at: index)
      if day == today {
        self = due ? .todayOpen : .notDue
      } else {
        self = due ? .missed : .notDue
      }
    }
  }

  /// The mark in the habit's colour when done, dimmed otherwise.
  func styled(_ style: TerminalStyle, color: String) -> Styled {
    let glyphs = style.glyphs
    switch self {
    case .done: return style.paint(glyphs.done, color)
    case .partial: return style.paint(glyphs.partial, color)
    case .missed: return style.dim(glyphs.missed)
    case .skipped: return style.dim(glyphs.skipped)
    case .todayOpen: return Styled(glyphs.todayOpen)
    case .notDue: return style.dim(glyphs.notDue)
    case .blank: return Styled(" ")
    }
  }

  /// "● done  ◐ partly done  ○ missed  – skipped  ◌ to do today  · not due".
  static func legend(_ style: TerminalStyle) -> Styled {
    let glyphs = style.glyphs
    let entries = [
      (glyphs.done, "done"), (glyphs.partial, "partly done"), (glyphs.missed, "missed"),
      (glyphs.skipped, "skipped"), (glyphs.todayOpen, "to do today"), (glyphs.notDue, "not due"),
    ]
    return style.dim(entries.map { "\($0.0) \($0.1)" }.joined(separator: "  "))
  }
}
