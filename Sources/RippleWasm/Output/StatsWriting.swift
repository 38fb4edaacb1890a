import RippleCore
import RippleWire

/// The statistics answers as the server writes them (`StatisticsJSON`, `HabitStatsJSON`,
/// `InsightJSON`, `PeriodJSON`, `GradeJSON`, `StreakDayJSON`, `StreakMonthJSON`), member for
/// member in the order the server's encoder gives them.
enum StatsWriting {
  /// `GET /api/v1/stats?range=`.
  static func report(_ report: StatisticsReport, firstWeekday: Weekday, _ w: inout JSONWriter) {
    w.object { w in
      w.key("period")
      period(report.period, &w)
      w.key("ranges")
      w.array(report.ranges) { w, option in
        w.object { w in
          w.field("code", option.range.code)
          w.field("title", option.range.title)
          w.field("locked", option.isLocked)
          if case .needsPremium(let reason) = option.access { w.field("reason", reason) }
        }
      }
      w.key("overview")
      overview(report.overview, &w)
      w.key("habits")
      w.array(report.habits) { w, statistics in habit(statistics, firstWeekday: firstWeekday, &w) }
      w.key("gradeScale")
      gradeScale(&w)
    }
  }

  /// `GET /api/v1/habits/{id}/stats?range=`.
  static func habitReport(
    _ report: HabitStatisticsReport, firstWeekday: Weekday, _ w: inout JSONWriter
  ) {
    w.object { w in
      w.key("period")
      period(report.statistics.period, &w)
      w.key("statistics")
      habit(report.statistics, firstWeekday: firstWeekday, &w)
      w.key("insights")
      w.array(report.insights) { w, item in insight(item, &w) }
      w.key("gradeScale")
      gradeScale(&w)
    }
  }

  /// `GET /api/v1/insights?range=`.
  static func insights(_ report: InsightsReport, _ w: inout JSONWriter) {
    w.object { w in
      w.key("period")
      period(report.period, &w)
      w.key("insights")
      w.array(report.insights) { w, item in insight(item, &w) }
      w.optional("emptyText", report.emptyText)
    }
  }

  static func period(_ period: StatsPeriod, _ w: inout JSONWriter) {
    w.object { w in
      w.field("range", period.range.code)
      w.field("title", period.range.title)
      w.field("start", period.days.lowerBound.text)
      w.field("end", period.days.upperBound.text)
      w.field("phrase", period.phrase)
    }
  }

  static func rate(_ rate: Rate, _ w: inout JSONWriter) {
    w.object { w in
      w.field("done", rate.done)
      w.field("due", rate.due)
      w.field("percent", rate.percent)
      w.field("text", rate.percentText)
      w.field("daysText", rate.daysText)
    }
  }

  static func gradeScale(_ w: inout JSONWriter) {
    w.array(ConsistencyGrade.allCases) { w, grade in
      w.object { w in
        w.field("grade", grade.rawValue)
        w.field("minimumPercent", grade.minimumPercent)
        w.field("rangeText", grade.rangeText)
      }
    }
  }

  static func daily(_ rate: DayRate, _ w: inout JSONWriter) {
    w.object { w in
      w.field("day", rate.day.text)
      w.field("done", rate.rate.done)
      w.field("due", rate.rate.due)
      w.field("percent", rate.rate.percent)
    }
  }

  static func overview(_ overview: PeriodStatistics, _ w: inout JSONWriter) {
    w.object { w in
      w.key("rate")
      rate(overview.rate, &w)
      w.field("rateText", overview.rateText)
      if let trend = overview.trend {
        w.key("trend")
        w.object { w in
          w.field("points", trend.points)
          w.field("direction", trend.direction.rawValue)
          w.field("text", trend.text)
        }
      }
      w.key("daily")
      w.array(overview.daily) { w, day in daily(day, &w) }
      if let summary = DailySummary(overview.daily) {
        w.key("dailySummary")
        w.object { w in
          w.field("averagePercent", summary.averagePercent)
          w.key("best")
          daily(summary.best, &w)
          w.key("latest")
          daily(summary.latest, &w)
        }
      }
      let totals = overview.totals
      w.key("totals")
      w.object { w in
        w.field("habits", totals.habits)
        w.field("active", totals.active)
        w.field("archived", totals.archived)
        w.field("completions", totals.completions)
        w.field("daysSinceFirstHabit", totals.daysSinceFirstHabit)
        w.field("activeDays", totals.activeDays)
      }
      if let streak = overview.streak {
        w.key("streak")
        StreakJSON(streak).write(to: &w)
      }
    }
  }

  static func run(_ run: StreakRun, _ w: inout JSONWriter) {
    w.object { w in
      w.field("start", run.start.text)
      w.field("end", run.end.text)
      w.field("length", run.length)
      w.field("endedByMiss", run.endedByMiss)
    }
  }

  /// `HabitStatsJSON`.
  static func habit(_ statistics: HabitStatistics, firstWeekday: Weekday, _ w: inout JSONWriter) {
    w.object { w in
      w.key("habit")
      HabitJSON(statistics.habit, firstWeekday: firstWeekday).write(to: &w)
      w.key("rate")
      rate(statistics.rate, &w)
      w.field("totalCompletions", statistics.totalCompletions)
      if let streak = statistics.streak {
        w.key("streak")
        StreakJSON(streak).write(to: &w)
      }
      w.key("timeline")
      w.array(statistics.streak?.runs ?? []) { w, item in run(item, &w) }
      if let best = statistics.bestStreak {
        w.key("bestStreak")
        w.object { w in
          w.key("run")
          run(best.run, &w)
          w.field("unit", best.unit.rawValue)
          w.field("isCurrent", best.isCurrent)
          w.field("message", best.message)
        }
      }
      w.field("strength", (statistics.strength * 1000).rounded() / 1000)
      w.key("strengthSeries")
      w.array(statistics.strengthSeries) { w, point in
        w.object { w in
          w.field("day", point.day.text)
          w.field("value", (point.value * 1000).rounded() / 1000)
        }
      }
      let consistency = statistics.consistency
      w.key("consistency")
      w.object { w in
        w.key("rate")
        rate(consistency.rate, &w)
        w.optional("grade", consistency.grade?.rawValue)
        w.field("daysPerWeek", (consistency.daysPerWeek * 10).rounded() / 10)
        w.field("text", consistency.text)
      }
      w.key("heatmap")
      w.array(statistics.heatmap) { w, cell in
        w.object { w in
          w.field("day", cell.day.text)
          w.field("state", cell.state.rawValue)
          w.field("isToday", cell.isToday)
        }
      }
      w.key("months")
      w.array(Heatmap.months(statistics.heatmap)) { w, month in
        w.object { w in
          w.field("month", month.month.text)
          w.field("due", month.due)
          w.optional("percent", month.percent)
          w.optional("fraction", month.fraction.map { ($0 * 1000).rounded() / 1000 })
        }
      }
    }
  }

  /// `InsightJSON`.
  static func insight(_ insight: Insight, _ w: inout JSONWriter) {
    w.object { w in
      w.field("kind", insight.kind.rawValue)
      w.field("title", insight.title)
      w.field("text", insight.text)
      w.optional("detail", insight.detail)
      w.field("locked", insight.isLocked)
      w.optional("value", insight.value)
      w.optional("progress", insight.progress)
      w.optional("day", insight.day?.text)
      w.key("habitIds")
      w.array(insight.habitIDs) { w, id in w.string(id.rawValue) }
      w.key("bars")
      w.array(insight.bars) { w, bar in
        w.object { w in
          w.field("label", bar.label)
          w.optional("habitId", bar.habitID?.rawValue)
          w.field("count", bar.count)
          w.field("total", bar.total)
          w.field("percent", bar.percent)
        }
      }
    }
  }

  /// One day of `GET /api/v1/streaks/history` (`StreakDayJSON`).
  static func streakDay(_ record: SectionDay, today: Day, _ w: inout JSONWriter) {
    w.object { w in
      w.field("day", record.day.text)
      w.field("due", record.due)
      w.field("done", record.done)
      w.field("perfect", record.perfectDay.isPerfect)
      w.field("state", record.state(today: today).rawValue)
      w.optional("level", HeatLevel.of(done: record.done, due: record.due))
      w.key("sections")
      w.array(record.sections.filter { $0.due > 0 }) { w, tally in
        w.object { w in
          w.field("section", tally.kind.rawValue)
          w.field("title", tally.kind.title)
          w.field("due", tally.due)
          w.field("done", tally.done)
          w.field("complete", tally.isComplete)
        }
      }
    }
  }

  /// The `month` member of `GET /api/v1/streaks/history?month=` (`StreakMonthJSON`).
  static func streakMonth(
    _ month: StreakMonth, firstWeekday: Weekday, historyStart: Day?, _ w: inout JSONWriter
  ) {
    func text(_ day: Day) -> String { String(day.text.prefix(7)) }
    w.object { w in
      w.field("month", text(month.first))
      w.field("start", month.first.text)
      w.field("end", month.last.text)
      w.field("firstWeekday", firstWeekday.code)
      w.field("daysCompleted", month.daysCompleted)
      w.field("daysCounted", month.daysCounted)
      w.field("perfectDays", month.perfectDays)
      w.field("completionRate", (month.completionRate * 1000).rounded() / 1000)
      w.field("completionPercent", month.completionPercent)
      w.field("habitsDone", month.habitsDone)
      w.field("habitsDue", month.habitsDue)
      w.field("habitsPercent", month.habitsPercent)
      w.optional(
        "previous", StreakMonth.previous(of: month.first, historyStart: historyStart).map(text))
      w.optional("next", StreakMonth.next(of: month.first, today: month.today).map(text))
    }
  }
}
