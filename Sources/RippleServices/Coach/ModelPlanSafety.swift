import RippleCore

/// The safety rules a model's doses must keep: a modest first week, room to rest, and a ramp no
/// steeper than a quarter more each week (for cutting down, the amount never rises).
public enum ModelPlanSafety {
  /// The most a week's volume (amount × days) may grow on the week before.
  public static let weeklyGrowth = 1.25
  /// Running and strength keep a rest day after each session day.
  public static let sessionDays = 4

  /// Whether `domain` is about doing less of something (the dose is "at most").
  public static func isCuttingDown(_ domain: Domain) -> Bool {
    switch domain {
    case .smoking, .sugar, .alcohol, .screenTime: return true
    default: return false
    }
  }

  /// The first rule the doses break, as the reason to fall back; nil when they are safe.
  public static func problem(_ doses: [ModelRoadmapAnswer.Dose], domain: Domain) -> String? {
    guard let first = doses.first else { return nil }
    for (index, dose) in doses.enumerated() {
      let week = index + 1
      guard dose.amount.isFinite, dose.amount >= 0, dose.amount < Limits.valueCeiling,
        (1...7).contains(dose.daysPerWeek), !dose.unit.isEmpty,
        dose.unit.count <= Limits.unitLength
      else { return "Week \(week) has no usable dose" }
      guard dose.amount > 0 || isCuttingDown(domain) else {
        return "Week \(week) has no usable dose"
      }
      guard dose.unit.lowercased() == first.unit.lowercased() else {
        return "Week \(week) changes the dose's unit from \(first.unit) to \(dose.unit)"
      }
      if domain == .running || domain == .strength, dose.daysPerWeek > sessionDays {
        return "Week \(week) asks for \(dose.daysPerWeek) days of 7 with no rest days"
      }
    }
    if domain == .running, let cap = firstWeekCap(unit: first.unit), first.amount > cap {
      return "Week 1 asks for \(amount(first.amount)) \(first.unit) at once: too much to start"
    }
    for index in doses.indices.dropFirst() {
      let (before, now) = (doses[index - 1], doses[index])
      if isCuttingDown(domain) {
        if now.amount > before.amount { return "Week \(index + 1) asks for more, not less" }
      } else if now.volume < before.volume {
        return "Week \(index + 1) is easier than the week before"
      } else if now.volume > before.volume * weeklyGrowth {
        return "Week \(index + 1) ramps up from \(amount(before.volume)) to "
          + "\(amount(now.volume)) \(now.unit) a week, more than a quarter more"
      }
    }
    return nil
  }

  /// The most a first running session asks, by unit.
  public static func firstWeekCap(unit: String) -> Double? {
    switch unit.lowercased() {
    case "min", "mins", "minute", "minutes": return 30
    case "km", "kilometre", "kilometres", "kilometer", "kilometers": return 5
    case "mi", "mile", "miles": return 3
    default: return nil
    }
  }

  public static func amount(_ value: Double) -> String {
    value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
  }
}
