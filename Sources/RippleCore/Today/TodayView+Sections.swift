extension TodayView {
  static func timeSections(_ cards: [TodayCard]) -> [TodaySection] {
    TodaySectionKind.timesOfDay.compactMap { kind -> TodaySection? in
      let matching = cards.filter {
        TodaySectionKind(reminderMinute: $0.timeBadge?.minuteOfDay) == kind
      }
      return matching.isEmpty ? nil : TodaySection(kind: kind, cards: matching)
    }
  }

  /// Calm mode's list, as sections: what is left to do in the user's order, then
  /// what is settled (done or skipped) in the order it was completed, then cards shown although
  /// not due. Empty sections are left out.
  static func calmSections(_ cards: [TodayCard]) -> [TodaySection] {
    let settled = calmOrder(cards.filter { $0.isSettled })
    let open = cards.filter { !$0.isSettled }
    let parts: [(TodaySectionKind, [TodayCard])] = [
      (.todo, open.filter { $0.dueToday }), (.completed, settled),
      (.notDue, open.filter { !$0.dueToday }),
    ]
    return parts.compactMap { kind, cards in
      cards.isEmpty ? nil : TodaySection(kind: kind, cards: cards)
    }
  }

  /// Unsettled first in the user's order, then settled (done or skipped) in the order they were
  /// completed.
  static func calmOrder(_ cards: [TodayCard]) -> [TodayCard] {
    let open = cards.filter { !$0.isSettled }
    let settled = cards.enumerated().filter { $0.element.isSettled }
      .sorted {
        ($0.element.todayCheckIn?.updatedAt ?? 0, $0.offset)
          < ($1.element.todayCheckIn?.updatedAt ?? 0, $1.offset)
      }
      .map { $0.element }
    return open + settled
  }
}
