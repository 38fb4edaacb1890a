/// A yes/no habit done once a day — flossing, three good things, vitamins, making the bed, or any
/// action the goal names with "every day": tied to a moment that already happens each day, on
/// more days each step until it is daily; then 6 of 7 days make a good week, since one missed day
/// does not undo a habit.
///
/// Sources: Lally et al. 2010, Eur J Soc Psychol 40:998 (a median of 66 days to automaticity;
/// a missed day does not reset it); Gardner, Lally & Wardle 2012, Br J Gen Pract 62:664 (tie a
/// habit to an existing daily cue); Fogg 2019, "Tiny Habits" (start with a tiny version);
/// flossing — NHS and the American Dental Association (clean between the teeth once a day);
/// gratitude — Seligman et al. 2005, Am Psychol 60:410 ("three good things" each night).
enum DailyHabitPlan {
  struct Known {
    var stems: [String]
    var action: String
    var short: String
    var cue: String
    var tips: [String]
  }

  static let known = [
    Known(
      stems: ["floss"], action: "Floss", short: "Floss", cue: "after brushing your teeth at night",
      tips: [
        "Keep the floss next to your toothbrush.",
        "On a tired night, floss one tooth: starting is what keeps the habit.",
        "Floss picks or interdental brushes count too.",
      ]),
    Known(
      stems: ["gratitude", "grateful", "thankful"],
      action: "Write down three good things from today",
      short: "Three good things", cue: "before you sleep",
      tips: [
        "Small things count: a warm drink, a kind word, a walk in the sun.",
        "Add a line on why each one happened.",
        "Keep the notebook and pen on your pillow.",
      ]),
    Known(
      stems: ["vitamin", "supplement"], action: "Take your vitamins", short: "Vitamins",
      cue: "with breakfast",
      tips: [
        "Keep them next to something you use every morning, like the kettle.",
        "A pill box with the days on it shows at a glance.",
        "A phone reminder helps for the first weeks.",
      ]),
    Known(
      stems: ["medication", "medicine", "pills", "tablets"], action: "Take your medication",
      short: "Medication", cue: "at the time your prescriber set",
      tips: [
        "Keep it next to something you use at that time every day.",
        "A pill box with the days on it shows at a glance.",
        "If you miss a dose, follow the leaflet or ask your pharmacist; never double up.",
      ]),
    Known(
      stems: ["bed"], action: "Make your bed", short: "Make the bed", cue: "as soon as you get up",
      tips: [
        "Two minutes is enough; neat is not the point.",
        "Do it before you pick up your phone.",
        "A simpler duvet makes it quicker.",
      ]),
    Known(
      stems: ["skincare", "skin", "sunscreen", "moisturis", "moisturiz"],
      action: "Do your skincare routine", short: "Skincare", cue: "after brushing your teeth",
      tips: [
        "Keep everything together by the sink.",
        "Three steps you actually do beat ten you skip.",
        "Sunscreen in the morning counts every day, cloudy or not.",
      ]),
  ]

  static func habit(_ context: PlanContext) -> Known {
    if let found = known.first(where: { entry in
      entry.stems.contains { stem in context.words.contains { $0.hasPrefix(stem) } }
    }) {
      return found
    }
    let action = ownWords(context.what)
    return Known(
      stems: [], action: action, short: StageVariants.cut(action, to: 30),
      cue: "at the same moment each day, right after something you already do",
      tips: [
        "Tie it to a moment that already happens every day.",
        "Keep what you need where you'll see it at that moment.",
        "On a busy day, a tiny version still counts.",
      ])
  }

  static func plan(_ context: PlanContext) -> Ladder {
    let habit = habit(context)
    let target = context.frequency ?? 7
    let first = min(target, context.gentle ? 3 : max(3, min(5, Int(context.baseline) + 1)))
    let doses = (first...max(first, target)).map { days -> WeekDose in
      let on = days == 7 ? "every day" : "on \(Counted.text(days, "day"))"
      return WeekDose(
        dose: Dose(Double(days), "days", daysPerWeek: days),
        name: StageVariants.cut("\(habit.short) \(on)"),
        action: StageVariants.cut(
          "\(habit.action) \(habit.cue), \(on) this week", to: Limits.descriptionLength),
        builds: "a habit tied to a moment that already happens, which soon runs by itself",
        measure: .boolean, criterion: Criteria.practice(days))
    }
    return Ladder(
      doses: doses, target: context.frequency.map { Quantity(Double($0), "days") },
      targetText: target == 7 ? "every day" : "\(Counted.text(target, "day")) a week",
      meets: { $0.dose.daysPerWeek >= target },
      describe: {
        $0.dose.daysPerWeek == 7
          ? "every day" : "\(Counted.text($0.dose.daysPerWeek, "day")) a week"
      },
      safety: habit.action == "Take your medication"
        ? [
          "Take your medication as your doctor or pharmacist prescribed; this plan only helps you remember."
        ]
        : [],
      baselineUnit: "days a week", leftover: .end, tips: habit.tips)
  }

  /// The goal's words as an action: "take my vitamins every day" → "Take your vitamins".
  static func ownWords(_ what: String) -> String {
    let frequency = [
      "every", "each", "day", "daily", "everyday", "night", "nightly", "morning", "evening",
      "single", "a", "per", "week", "weekly", "i", "want", "to", "would", "like", "start",
      "always", "habit", "of", "the", "try", "times", "twice", "once", "on", "weekdays",
    ]
    var words: [String] = []
    var skipping = true
    for raw in StageCopy.trimmed(what).split(separator: " ").map(String.init) {
      let word = Words.of(raw).first ?? ""
      if skipping && ["i", "want", "to", "would", "like", "start", "try", "always"].contains(word) {
        continue
      }
      skipping = false
      if frequency.contains(word) && !words.isEmpty && isTail(word) { break }
      words.append(word == "my" ? "your" : (word == "me" ? "you" : raw))
    }
    let text = words.joined(separator: " ")
    return text.isEmpty ? "Do it" : StageVariants.cut(text.capitalizedFirst, to: 60)
  }

  /// Words that begin a frequency at the end of a goal ("every day", "daily", "each morning").
  static func isTail(_ word: String) -> Bool {
    ["every", "each", "daily", "everyday", "nightly", "once", "twice", "on", "weekly"].contains(
      word)
  }
}
