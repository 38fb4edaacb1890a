/// Time with the people a goal names, phones away: minutes rising, then more days; or, for calls
/// and visits the goal counts ("call my mum every week"), the days it names.
///
/// Sources: Holt-Lunstad et al. 2010, PLoS Med 7:e1000316 (social connection and health);
/// Hall 2019, J Soc Pers Relat 36:1278 (friendships grow with time spent together); Dwyer et al.
/// 2018, J Exp Soc Psychol 78:233 (phones on the table make time together less enjoyable).
enum SocialPlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let people = people(in: context.words)
    let stated = context.target?.quantity
    let target =
      stated?.unit == "minutes"
      ? stated!.amount : (stated?.unit == "hours" ? stated!.amount * 60 : 30)
    let days = context.frequency ?? (context.variant == .shorter ? 5 : 4)
    let firstDays = min(days, max(1, min(3, Int(context.baseline) + 1)))
    let start = min(target, context.gentle ? 10 : 15)
    let minutes = Stepper(
      start: start, end: max(start, target), grain: 5,
      limit: { $0 + max(5, 10 * context.stepScale) }
    ).ladder(count: max(1, context.count - (days - firstDays)))
    let steps = DayRamp.combine(minutes, from: firstDays, to: days)
    let doses = steps.map { step -> WeekDose in
      let text = Counted.quantity(step.amount, "minutes")
      let on = step.days == 7 ? "every day" : "on \(Counted.text(step.days, "day"))"
      return WeekDose(
        dose: Dose(step.amount, "minutes together", daysPerWeek: step.days),
        name: StageVariants.cut(
          "\(text) with \(people)"
            + (firstDays == days
              ? "" : (step.days == 7 ? " daily" : " on \(Counted.text(step.days, "day"))"))),
        action: StageVariants.cut(
          "Spend \(text) with \(people) \(on) this week, phones away: a walk, a game, a meal or "
            + "a call", to: Limits.descriptionLength),
        builds: "closeness, which grows from regular, undivided time more than from big occasions",
        measure: .numeric(target: step.amount, unit: "minutes", kind: .atLeast),
        criterion: Criteria.practice(step.days))
    }
    let wanted = context.frequency ?? 0
    return Ladder(
      doses: doses,
      target: stated.map { _ in Quantity(target, "minutes together") }
        ?? context.frequency.map { Quantity(Double($0), "days a week") },
      targetText: "\(Counted.quantity(target, "minutes")) together"
        + (wanted > 0 ? " on \(Counted.text(wanted, "day")) a week" : ""),
      meets: { (stated == nil || $0.dose.amount >= target) && $0.dose.daysPerWeek >= wanted },
      describe: {
        "\(Counted.quantity($0.dose.amount, "minutes")) together on \(Counted.text($0.dose.daysPerWeek, "day")) a week"
      },
      baselineUnit: "times a week", leftover: .spread,
      tips: [
        "Keep a short list of people you'd like to hear from.",
        "A two-line message between visits keeps the thread going.",
        "Ask one open question and really listen.",
        "Put it in the calendar like any other appointment.",
      ])
  }

  /// "my kids" from "spend more time with my kids"; someone close otherwise.
  static func people(in words: [String]) -> String {
    let known = [
      "kids", "children", "son", "daughter", "family", "partner", "wife", "husband", "friends",
      "parents", "mum", "mom", "dad", "father", "mother", "grandparents", "brother", "sister",
      "grandma", "grandpa", "nan", "friend",
    ]
    if let index = words.firstIndex(where: { known.contains($0) }) {
      let owner =
        index > 0 && ["my", "our"].contains(words[index - 1]) ? words[index - 1] + " " : "your "
      return owner + words[index]
    }
    return "someone close to you"
  }
}

/// Meeting new people: a regular group, class or club, gone to again and again, with a
/// conversation each time; new people to talk to and outings rise a step at a time.
///
/// Sources: Hall 2019, J Soc Pers Relat 36:1278 (about 50 hours together for a casual friend,
/// 200 for a close one); repeated contact in a shared setting is how acquaintances become friends
/// (Festinger, Schachter & Back 1950; the mere-exposure effect, Zajonc 1968); Holt-Lunstad et al.
/// 2010 on connection and health.
enum MeetingPeoplePlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let targetOutings = min(3, max(1, context.frequency ?? 2))
    var steps: [(people: Double, outings: Int)] = [(1, 1), (2, 1)]
    var outings = 1
    while outings < targetOutings {
      outings += 1
      steps.append((Double(outings), outings))
    }
    steps.append((Double(outings + 1), outings))
    let doses = steps.enumerated().map { index, step -> WeekDose in
      let people = Counted.text(Int(step.people), "new person", plural: "new people")
      let outings =
        step.outings == 1 ? "1 group, class or club" : "\(step.outings) groups, classes or clubs"
      let first =
        index == 0
        ? "Find two groups near you (a class, a club, volunteering) and go to " : "Go to "
      return WeekDose(
        dose: Dose(step.people, "new people", daysPerWeek: step.outings),
        name: StageVariants.cut("Talk to \(people), \(Counted.text(step.outings, "outing"))"),
        action: StageVariants.cut(
          "\(first)\(outings) this week, and start a conversation with \(people): a question "
            + "about the activity is enough", to: Limits.descriptionLength),
        builds: "familiar faces: the same group week after week is how people become friends",
        measure: .boolean, criterion: step.outings)
    }
    return Ladder(
      doses: doses, target: nil, targetText: nil, meets: { _ in true },
      describe: { "talking to \(Counted.quantity($0.dose.amount, "new people")) a week" },
      baselineUnit: "outings a week", leftover: .spread,
      tips: [
        "Go back to the same group: familiarity does the work.",
        "Arrive a few minutes early; it's the easiest time to talk.",
        "Ask about the activity, then about the person.",
        "After a few weeks, suggest a coffee to someone you click with.",
      ])
  }
}

/// A phone-free time before bed: the phone goes away 15 minutes before bed, then longer, toward
/// the hour (or the time the goal names), every night; 5 of 7 nights make a good week.
///
/// Sources: Chang et al. 2015, PNAS 112:1232 (reading on a light-emitting screen before bed
/// delays sleep and melatonin); the AASM and Sleep Foundation (screens away 30–60 minutes before
/// bed); Exelmans & Van den Bulck 2016, Soc Sci Med 148:93 (phones in bed, later and poorer sleep).
enum PhoneFreePlan {
  static func plan(_ context: PlanContext) -> Ladder {
    let stated = context.target?.quantity
    var target = 60.0
    if let stated, stated.unit == "minutes" { target = stated.amount }
    if let stated, stated.unit == "hours" { target = stated.amount * 60 }
    target = min(180, max(15, target))
    let amounts = Stepper(start: min(target, 15), end: target, grain: 15, limit: { $0 + 15 })
      .ladder(count: context.count)
    let doses = amounts.map { minutes -> WeekDose in
      let text = CuttingDownPlan.hours(minutes)
      return WeekDose(
        dose: Dose(minutes, "minutes phone-free before bed", daysPerWeek: 7),
        name: StageVariants.cut("Phone away \(text) before bed"),
        action: "Put your phone on charge outside the bedroom \(text) before bed, every night, "
          + "and wind down with a book, music or a bath",
        builds: "evenings that wind down without a screen, so sleep comes easier",
        measure: .boolean, criterion: 5, words: "the phone away \(text) before bed")
    }
    return Ladder(
      doses: doses, target: stated.map { _ in Quantity(target, "minutes phone-free before bed") },
      targetText: "\(CuttingDownPlan.hours(target)) phone-free before bed",
      meets: { $0.dose.amount >= target },
      describe: { "\(CuttingDownPlan.hours($0.dose.amount)) phone-free before bed" },
      baselineUnit: "minutes", leftover: .end,
      tips: [
        "Use an old-fashioned alarm clock, so the phone can sleep elsewhere.",
        "Set the phone's bedtime mode to start with the phone-free time.",
        "Keep a book or magazine on your pillow as the replacement.",
        "Tell the people who message you late that you're offline after that time.",
      ])
  }
}
