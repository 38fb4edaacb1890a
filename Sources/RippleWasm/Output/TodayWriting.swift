import RippleCore
import RippleWire

/// `TodayJSON` (GET /api/v1/today) as the server writes it.
enum TodayWriting {
  static func today(_ view: TodayView, settings: Settings, habitCount: Int, _ w: inout JSONWriter) {
    let today = view.day
    w.object { w in
      w.field("day", today.text)
      w.field("dateTitle", today.longTitle)
      w.key("summary")
      CardWriting.summary(view.summary, calm: settings.isCalm, &w)
      w.field("perfectDay", view.isPerfectDay)
      w.key("sections")
      w.array(view.sections) { w, section in
        w.object { w in
          w.field("kind", section.kind.rawValue)
          w.field("title", section.kind.title)
          w.key("cards")
          w.array(section.cards) { w, card in CardWriting.card(card, settings: settings, &w) }
        }
      }
      notices(TodayLayout(view), settings: settings, &w)
      w.key("perfectDays")
      CardWriting.streak(view.perfectDays, &w)
      w.key("settings")
      ModelWriting.settings(settings, &w)
      w.field("calm", settings.isCalm)
      w.field("streaksVisible", settings.streaksVisible)
      w.field("habitCount", habitCount)
    }
  }

  /// The members of Today that a check-in's layout carries too (`TodayLayoutJSON`): the streaks
  /// at risk, the banner, the habits not due today and those due tomorrow.
  static func notices(_ layout: TodayLayout, settings: Settings, _ w: inout JSONWriter) {
    let today = layout.day
    let first = settings.firstWeekday
    w.key("atRisk")
    w.array(settings.streaksVisible ? layout.atRisk : []) { w, card in
      w.object { w in
        w.field("habitId", card.habit.id.rawValue)
        w.field("name", card.habit.name)
        w.field("streak", card.streak.current)
        w.field("unit", card.streak.unit.rawValue)
        w.optional("hoursLeft", card.streak.hoursLeft)
        w.field("message", card.atRiskMessage ?? "")
      }
    }
    if let banner = layout.graceBanner, settings.streaksVisible {
      w.key("graceBanner")
      w.object { w in
        w.field("habitId", banner.card.habit.id.rawValue)
        w.field("streak", banner.card.streak.current)
        w.field("unit", banner.card.streak.unit.rawValue)
        w.optional("hoursLeft", banner.card.streak.hoursLeft)
        w.field("reason", banner.reason.rawValue)
        w.field("message", banner.message)
      }
    }
    w.key("notDueToday")
    w.array(layout.notDueToday) { w, item in
      brief(item.habit, nextDue: item.nextDue, today: today, firstWeekday: first, &w)
    }
    w.key("tomorrow")
    w.object { w in
      w.field("day", today.adding(days: 1).text)
      w.key("habits")
      w.array(layout.tomorrow) { w, habit in
        brief(habit, nextDue: nil, today: today, firstWeekday: first, &w)
      }
    }
  }

  static func brief(
    _ habit: Habit, nextDue: Day?, today: Day, firstWeekday: Weekday, _ w: inout JSONWriter
  ) {
    w.object { w in
      w.field("id", habit.id.rawValue)
      w.field("name", habit.name)
      w.field("color", habit.color)
      w.field("icon", habit.icon)
      w.field("scheduleText", habit.schedule.text(firstWeekday: firstWeekday))
      w.optional("nextDue", nextDue?.text)
      w.optional("nextDueText", nextDue.map { $0.relativeTitle(today: today) })
    }
  }
}
