/// One month of a habit's heatmap for ranges longer than a month (the mini
/// heatmap of a year shows months): done days over due days, a partly done day counting half.
public struct HeatmapMonth: Hashable, Sendable {
  /// The first day of the month.
  public var month: Day
  public var completed: Int
  public var partial: Int
  /// Days that counted: completed, partly done or missed (skipped days and days not due do not).
  public var due: Int

  public init(month: Day, completed: Int, partial: Int, due: Int) {
    self.month = month
    self.completed = completed
    self.partial = partial
    self.due = due
  }

  /// Done ÷ due with a partial day as half; nil when nothing was due.
  public var fraction: Double? {
    guard due > 0 else { return nil }
    return (Double(completed) + Double(partial) / 2) / Double(due)
  }

  /// The whole percent (rounded half up); nil when nothing was due.
  public var percent: Int? {
    guard due > 0 else { return nil }
    return Percent.rounded(done: 2 * completed + partial, of: 2 * due)
  }
}

extension Heatmap {
  /// The cells grouped by month, oldest first (months with no cells are left out).
  public static func months(_ cells: [HeatmapCell]) -> [HeatmapMonth] {
    var months: [HeatmapMonth] = []
    for cell in cells {
      let start = cell.day.startOfMonth
      if months.last?.month != start {
        months.append(HeatmapMonth(month: start, completed: 0, partial: 0, due: 0))
      }
      let last = months.count - 1
      switch cell.state {
      case .completed:
        months[last].completed += 1
        months[last].due += 1
      case .partial:
        months[last].partial += 1
        months[last].due += 1
      case .missed:
        months[last].due += 1
      case .skipped, .future, .none, .beforeStart:
        break
      }
    }
    return months
  }
}
