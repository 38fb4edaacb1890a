import RippleCore

/// The 7-segment week bar: done days filled in the habit's colour.
enum WeekBar {
  static func render(_ week: WeekProgress, color: String, style: TerminalStyle) -> Styled {
    let glyphs = style.glyphs
    return week.slots.reduce(Styled("")) { bar, slot in
      switch slot.outcome {
      case .done: return bar + style.paint(glyphs.barDone, color)
      case .partial: return bar + style.paint(glyphs.barPartial, color)
      case .skipped: return bar + style.dim(glyphs.barSkipped)
      case .missed, .none: return bar + style.dim(glyphs.barEmpty)
      }
    }
  }
}
