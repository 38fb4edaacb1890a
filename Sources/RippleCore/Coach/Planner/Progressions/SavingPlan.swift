/// Saving and paying down debt: one fixed amount a week, moved on payday before spending. A
/// stated total is spread over the weeks the person chose; a monthly (daily, yearly) amount is
/// its share of each week. The plan says how that compares with what they put aside now.
///
/// Sources: the US Consumer Financial Protection Bureau and the UK's MoneyHelper (pay yourself
/// first with an automatic transfer on payday; pay more than the minimum, the highest interest
/// rate first, to clear debt sooner); Gal & McShane 2012, J Mark Res 49:4 (clearing one debt at
/// a time keeps people going).
enum SavingPlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let debt = context.domain == .debt
    let stated = context.target.flatMap { $0.quantity.isMoney ? $0 : nil }
    let currency = stated?.quantity.unit ?? "$"
    let weeks = Double(context.weeks)
    let nowPerWeek = (context.baseline * 12 / 52).rounded()
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
        perWeek = (stated.quantity.amount / weeks).rounded(.up)
      } else {
        perWeek = max(10, (nowPerWeek / 5).rounded(.up) * 5 + 10)
      }
    }
    let amount = Counted.money(perWeek, currency)
    let week = WeekDose(
      dose: Dose(perWeek, currency, daysPerWeek: 1),
      name: debt ? "Pay \(amount) a week toward the debt" : "Save \(amount) a week",
      action: debt
        ? "On payday, pay \(amount) toward the debt on top of the minimum, highest interest "
          + "rate first, before other spending"
        : "Move \(amount) to savings on payday, before spending; an automatic transfer does it "
          + "for you",
      builds: debt
        ? "a steady repayment that clears the balance week by week"
        : "a saving routine: paying yourself first, once a week",
      measure: .numeric(target: perWeek, unit: currency, kind: .atLeast), criterion: 1)
    var reading: String?
    if perWeek > max(25, nowPerWeek * 1.5) {
      // What they put aside now, only when they said it.
      var now = ""
      if context.baselineGiven {
        now =
          nowPerWeek >= 1
          ? ", well above the \(Counted.money(nowPerWeek, currency)) a week you \(debt ? "pay" : "save") now"
          : (debt ? ", more than you pay toward it now" : ", and you are not saving yet")
      }
      reading =
        "That is \(amount) a week\(now); if it is too much, a longer timeline keeps the same "
        + "total at less each week."
    }
    var safety: [String] = []
    if debt {
      safety.append(
        "If repayments feel unmanageable, free debt advice (a non-profit credit counsellor, or "
          + "in the UK StepChange or Citizens Advice) can help you make a plan.")
    }
    // A monthly (daily, yearly) amount is met when the weekly amount covers its share.
    let perPeriod: Double
    switch stated?.period {
    case .month?: perPeriod = (perWeek * 52 / 12).rounded(.down)
    case .day?: perPeriod = perWeek / 7
    case .year?: perPeriod = perWeek * 52
    default: perPeriod = perWeek
    }
    return Ladder(
      doses: [week],
      target: total.map { Quantity($0, currency) }
        ?? stated.map { _ in Quantity(perWeek, currency) },
      targetText: total.map { Counted.money($0, currency) },
      meets: { _ in
        total.map { perWeek * weeks >= $0 } ?? (perPeriod >= (stated?.quantity.amount ?? 0))
      },
      describe: { _ in Counted.money(perWeek * weeks, currency) + (debt ? " paid" : " saved") },
      finish: { _ in
        Quantity(total == nil && stated != nil ? perPeriod : perWeek * weeks, currency)
      },
      safety: safety, reading: reading, baselineUnit: currency, leftover: .spread, flat: true,
      tips: debt
        ? [
          "List every debt with its balance, interest rate and minimum payment.",
          "Pay the highest interest rate first, the minimum on the rest.",
          "Pause new spending on the card while you pay it down.",
          "Call your lender and ask for a lower rate; many say yes.",
        ]
        : [
          "Automate the transfer on payday, so saving happens before spending.",
          "Give your savings a name: it makes them real.",
          "Wait a day before unplanned purchases.",
          "Notice which spending truly makes you happy.",
        ])
  }
}

/// Spending less: a week of noting every purchase, then no-spend days (only essentials: bills,
/// groceries on the list) rising a day at a time toward the days the goal names, 3 by default.
///
/// Sources: MoneyHelper and the CFPB (track spending before cutting it; plan purchases);
/// "no-spend days" and a 24-hour pause before unplanned buys are common budgeting practice.
enum SpendingPlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let target = min(5, max(1, context.frequency ?? 3))
    let doses = (1...target).map { days -> WeekDose in
      let first = days == 1 ? "Note every purchase this week, and make" : "Make"
      return WeekDose(
        dose: Dose(Double(days), "no-spend days", daysPerWeek: days),
        name: "\(Counted.text(days, "no-spend day")) this week",
        action: "\(first) \(Counted.text(days, "day")) no-spend \(days == 1 ? "day" : "days"): "
          + "only essentials like bills and groceries on your list",
        builds: "spending on purpose, a day at a time",
        measure: .boolean, criterion: days)
    }
    let money = context.target?.quantity
    var shortfall: String?
    if let money, money.isMoney {
      shortfall =
        "This plan builds no-spend days and a weekly look at what you spent; whether spending "
        + "falls to \(Counted.money(money.amount, money.unit)) depends on what you buy, so add "
        + "up each week's total on Sunday."
    }
    return Ladder(
      doses: doses, target: context.frequency.map { Quantity(Double($0), "no-spend days") },
      targetText: "\(Counted.text(target, "no-spend day")) a week",
      meets: { shortfall == nil && $0.dose.daysPerWeek >= target },
      describe: { "\(Counted.text($0.dose.daysPerWeek, "no-spend day")) a week" },
      shortfall: shortfall, baselineUnit: "no-spend days", leftover: .end,
      tips: [
        "Wait 24 hours before any unplanned purchase.",
        "Unsubscribe from shop emails and remove saved cards.",
        "Shop with a list, and only the list.",
        "Plan something free for the no-spend days: a walk, a library book, a friend.",
      ])
  }
}
