/// Saving: a weekly transfer; with a stated total it is the total divided by the weeks, with
/// a monthly amount it is that month's share of each week, checked against what the person
/// saves now.
enum SavingPlan {
  static func plan(_ context: PlanContext) -> PlannedWeeks {
    let stated = context.target.flatMap { $0.quantity.isMoney ? $0 : nil }
    let currency = stated?.quantity.unit ?? "$"
    let weeksCount = Double(context.weeks)
    let nowPerWeek = context.baseline * 12 / 52
    var perWeek: Double
    var total: Double?
    switch stated?.period {
    case .week?: perWeek = stated!.quantity.amount
    case .month?: perWeek = (stated!.quantity.amount * 12 / 52).rounded(.up)
    case .day?: perWeek = stated!.quantity.amount * 7
    case .year?: perWeek = (stated!.quantity.amount / 52).rounded(.up)
    case nil:
      if let stated {
        total = stated.quantity.amount
        perWeek = (stated.quantity.amount / weeksCount).rounded(.up)
      } else {
        perWeek = max(10, (nowPerWeek / 5).rounded(.up) * 5 + 10)
      }
    }
    let amounts = Array(repeating: perWeek, count: context.weeks)
    let text = currency + AmountText.format(perWeek)
    let weeks = amounts.enumerated().map { (index, amount) in
      let saved = currency + AmountText.format(amount * Double(index + 1))
      return WeekDose(
        dose: Dose(amount, currency, daysPerWeek: 1), name: "Save \(text) this week",
        action: "Move \(text) to savings on your payday, before spending (\(saved) saved by the "
          + "end of this week)",
        builds: "a saving routine: paying yourself first, once a week",
        measure: .numeric(target: amount, unit: currency, kind: .atLeast), criterion: 1)
    }
    let finish = perWeek * weeksCount
    // A monthly (daily, yearly) target is reached when the weekly amount covers its share.
    var perPeriod = perWeek
    switch stated?.period {
    case .month?: perPeriod = (perWeek * 52 / 12).rounded(.down)
    case .day?: perPeriod = perWeek / 7
    case .year?: perPeriod = perWeek * 52
    default: break
    }
    var advice: String?
    if perWeek > max(25, nowPerWeek * 3) {
      advice =
        "That is \(text) a week, well above the about \(currency)\(AmountText.format(nowPerWeek.rounded())) "
        + "a week you save now; if it is too much, a longer timeline keeps the same total."
    }
    return PlannedWeeks(
      weeks: weeks, finish: Quantity(total == nil ? perPeriod : finish, currency),
      reachesTarget: total.map { finish >= $0 } ?? true, advice: advice, safety: nil,
      target: total.map { Quantity($0, currency) }
        ?? stated.map { _ in Quantity(perWeek, currency) },
      baselineUnit: currency)
  }
}
