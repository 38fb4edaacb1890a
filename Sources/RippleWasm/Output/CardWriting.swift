import RippleCore
import RippleWire

/// `CardJSON`, `StreakJSON`, `SummaryJSON` and `CelebrationJSON` as the server writes them.
enum CardWriting {
  static func card(_ card: TodayCard, settings: Settings, _ w: inout JSONWriter) {
    w.object { w in
      w.key("habit")
      ModelWriting.habit(card.habit, firstWeekday: settings.firstWeekday, &w)
      w.field("dueToday", card.dueToday)
      w.optional("notDueNote", card.notDueNote)
      w.key("today")
      let value = card.todayCheckIn?.value
      let numeric = card.habit.measure.isNumeric
      w.object { w in
        w.field("state", card.todayOutcome.rawValue)
        w.optional("value", value)
        w.optional("note", card.todayCheckIn?.note)
        w.optional("mood", card.todayCheckIn?.mood?.rawValue)
        w.optional("progressText", AmountText.day(value ?? 0, of: card.habit.measure))
        w.optional("targetMet", numeric ? card.todayOutcome == .done : nil)
      }
      w.key("week")
      w.object { w in
        w.key("slots")
        w.array(card.week.slots) { w, slot in
          w.object { w in
            w.field("day", slot.day.text)
            w.field("weekday", slot.day.weekday.code)
            w.field("outcome", slot.outcome.rawValue)
            w.field("isToday", slot.isToday)
            w.field("isFuture", slot.isFuture)
            w.field("scheduled", slot.scheduled)
          }
        }
        w.field("done", card.week.done)
        w.field("target", card.week.target)
        w.field("onTrack", card.week.onTrack)
        w.field("text", card.week.text)
      }
      w.key("streak")
      streak(card.streak, &w)
      w.field("strength", (card.strength * 1000).rounded() / 1000)
      if let badge = card.timeBadge {
        let reminder = Reminder(minuteOfDay: badge.minuteOfDay)
        w.key("timeBadge")
        w.object { w in
          w.field("time", reminder.timeText)
          w.field("display", reminder.displayTime)
          w.field("pastDue", badge.pastDue)
        }
      }
      w.field("accessibilityLabel", card.accessibilityLabel)
    }
  }

  static func streak(_ status: StreakStatus, _ w: inout JSONWriter) {
    w.object { w in
      w.field("current", status.current)
      w.field("longest", status.longest)
      w.field("unit", status.unit.rawValue)
      w.field("label", status.unit.streakLabel)
      w.optional("lastCompletedDay", status.lastCompletedDay?.text)
      w.field("atRisk", status.atRisk)
      w.optional("hoursLeft", status.hoursLeft)
    }
  }

  static func summary(_ summary: TodaySummary, calm: Bool, _ w: inout JSONWriter) {
    w.object { w in
      w.field("due", summary.due)
      w.field("done", summary.done)
      w.field("ratio", (summary.ratio * 1000).rounded() / 1000)
      w.field("tierText", summary.tierText(calm: calm))
    }
  }

  static func celebration(_ celebration: Celebration, _ w: inout JSONWriter) {
    w.object { w in
      w.field("segmentFilled", celebration.segmentFilled)
      w.field("weeklyGoalReached", celebration.weeklyGoalReached)
      w.field("perfectDay", celebration.perfectDay)
      if let milestone = celebration.milestone {
        w.key("milestone")
        w.object { w in
          w.field("days", milestone.days)
          w.field("intensity", milestone.intensity.rawValue)
          w.field("message", milestone.message)
        }
      }
    }
  }
}
