extension CoachState {
  /// The current stage (of the roadmap in force) starts its week at `start`.
  mutating func begin(at start: Day) {
    stageStart = start
    spans.append(
      StageSpan(
        from: start, roadmapVersion: roadmap.version, stageIndex: currentIndex,
        habit: currentStage.habit, criterion: currentStage.criterion))
    spans.removeDuplicateStarts()
  }

  /// Closes the pause in force, its last day the day before `day`.
  mutating func endPause(before day: Day) {
    guard let last = pauses.indices.last else { return }
    let end = day.adding(days: -1)
    if pauses[last].through.map({ $0 > end }) ?? true {
      pauses[last].through = max(pauses[last].from.adding(days: -1), end)
    }
  }
}

extension Array where Element == StageSpan {
  /// Keeps the latest of spans starting on the same day.
  mutating func removeDuplicateStarts() {
    var kept: [StageSpan] = []
    for span in self {
      if let last = kept.last, last.from >= span.from { kept.removeLast() }
      kept.append(span)
    }
    self = kept
  }
}
