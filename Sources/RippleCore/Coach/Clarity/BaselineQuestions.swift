/// The baseline question of each domain, about the activity the goal names (walking asks about
/// walking, a ride to work about rides to work); the goal's stated target picks the variant
/// (water rather than vegetables, pull-ups rather than push-ups).
public enum BaselineQuestions {
  static let hint = "Optional: the plan starts from here. Skip it and we start gently."

  public static func question(for domain: Domain, what: String) -> BaselineQuestion {
    let target = TargetParser.target(of: what, domain: domain)
    let words = Words.of(what)
    switch domain {
    case .running:
      return make(
        "How long can you run without stopping today?", "minutes running",
        [
          ("Not yet", 0), ("About 5 minutes", 5), ("About 15 minutes", 15),
          ("30 minutes or more", 30),
        ],
        default: 0)
    case .walking:
      if WalkingPlan.countsSteps(context(domain, what)) {
        return make(
          "How many steps do you take on a typical day now?", "steps",
          [
            ("About 2,000", 2000), ("About 4,000", 4000), ("About 6,000", 6000),
            ("8,000 or more", 8000),
          ], default: 4000)
      }
      return minutes(
        "How long do you walk briskly on a typical day now?", [0, 10, 20, 30], default: 0)
    case .swimming:
      return make(
        "How far can you swim without stopping today?", "metres",
        [
          ("Not a length yet", 0), ("1 or 2 lengths", 50), ("About 200 m", 200),
          ("400 m or more", 400),
        ], default: 0)
    case .cycling:
      if CyclingPlan.commutes(context(domain, what)) {
        return make(
          "How many days a week do you ride to work now?", "rides a week",
          [("None yet", 0), ("1 day", 1), ("2 days", 2), ("3 or more", 3)], default: 0)
      }
      return minutes("How long do you ride at a time now?", [0, 15, 30, 60], default: 0)
    case .strength:
      if StrengthPlan.isPlank(context(domain, what)) {
        return make(
          "How long can you hold a plank today?", "seconds",
          [
            ("Not yet", 0), ("About 20 seconds", 20), ("About 45 seconds", 45),
            ("A minute or more", 60),
          ],
          default: 0)
      }
      let noun = StrengthPlan.noun(target) ?? "push-ups"
      return make(
        "How many \(noun) can you do in a row today?", noun,
        [("None yet", 0), ("1–5", 3), ("6–15", 10), ("16 or more", 16)], default: 0)
    case .gym:
      return make(
        "How often do you train with weights now?", "sessions a week",
        [("Not yet", 0), ("Now and then", 1), ("Twice a week", 2), ("3 times or more", 3)],
        default: 0)
    case .flexibility:
      return minutes("How long do you stretch on a typical day now?", [0, 5, 10, 20], default: 0)
    case .meditation:
      return minutes("How long do you meditate on a typical day now?", [0, 2, 5, 10], default: 0)
    case .sleep:
      return make(
        "When do you usually go to bed now?", "bedtime",
        [
          ("Around 11pm", 1380), ("Around midnight", 1440), ("Around 1am", 1500),
          ("2am or later", 1560),
        ],
        default: 1440)
    case .wakeTime:
      return make(
        "When do you usually get up now?", "wake",
        [("Around 7:00", 420), ("Around 7:30", 450), ("Around 8:00", 480), ("9:00 or later", 540)],
        default: 480)
    case .nutrition:
      switch NutritionPlan.kind(words: words, target: target) {
      case .water:
        return make(
          "How many glasses of water do you drink on a typical day now?", "glasses",
          [("1 or fewer", 1), ("About 3", 3), ("About 5", 5), ("8 or more", 8)], default: 3)
      case .produce:
        return make(
          "How many portions of fruit and vegetables do you eat on a typical day now?", "portions",
          [("None", 0), ("1 or 2", 1), ("3 or 4", 3), ("5 or more", 5)], default: 0)
      case .weight, .calories, .eating:
        return make(
          "How many of your meals have vegetables on a typical day now?", "meals with vegetables",
          [("None", 0), ("One", 1), ("Two", 2), ("All three", 3)], default: 0)
      }
    case .cooking:
      return make(
        "How many dinners a week do you cook at home now?", "dinners a week",
        [("None", 0), ("1 or 2", 1), ("3 or 4", 3), ("5 or more", 5)], default: 0)
    case .reading:
      return make(
        "How many pages do you read on a typical day now?", "pages",
        [("None", 0), ("About 5", 5), ("About 15", 15), ("30 or more", 30)], default: 0)
    case .writing:
      return make(
        "How many words do you write on a typical day now?", "words",
        [("None", 0), ("About 100", 100), ("About 300", 300), ("500 or more", 500)], default: 0)
    case .language, .instrument, .study, .declutter, .general:
      return minutes("How many minutes a day do you spend on it now?", [0, 5, 15, 30], default: 0)
    case .saving:
      let currency = target.flatMap { $0.quantity.isMoney ? $0.quantity.unit : nil } ?? "$"
      return make(
        "How much do you save in a month now?", currency,
        [
          ("Nothing yet", 0), ("About \(currency)50", 50), ("About \(currency)200", 200),
          ("\(currency)500 or more", 500),
        ], default: 0)
    case .debt:
      let currency = target.flatMap { $0.quantity.isMoney ? $0.quantity.unit : nil } ?? "$"
      return make(
        "How much do you pay toward it in a month now, above the minimum?", currency,
        [
          ("Only the minimum", 0), ("About \(currency)50 more", 50),
          ("About \(currency)200 more", 200), ("\(currency)500 or more", 500),
        ], default: 0)
    case .spending:
      return make(
        "How many days a week do you buy nothing but essentials now?", "no-spend days",
        [("None", 0), ("1 day", 1), ("2 days", 2), ("3 or more", 3)], default: 0)
    case .social:
      return make(
        "How often do you spend real time together now?", "times a week",
        [("Rarely", 0), ("Once a week", 1), ("2–3 times a week", 2), ("Most days", 5)], default: 0)
    case .meetingPeople:
      return make(
        "How often do you go somewhere you could meet new people now?", "outings a week",
        [("Rarely", 0), ("Once a week", 1), ("More often", 2)], default: 0)
    case .screenTime:
      return make(
        "How much leisure screen time on a typical day now?", "minutes of screen time",
        [
          ("About 2 hours", 120), ("About 3 hours", 180), ("About 4 hours", 240),
          ("5 hours or more", 300),
        ],
        default: 240)
    case .phoneFree:
      return make(
        "How long before bed do you put your phone away now?", "minutes",
        [
          ("I take it to bed", 0), ("About 15 minutes", 15), ("About 30 minutes", 30),
          ("An hour", 60),
        ],
        default: 0)
    case .dailyHabit:
      return make(
        "How many days a week do you do it now?", "days a week",
        [("Not yet", 0), ("1 or 2", 1), ("3 or 4", 3), ("5 or 6", 5)], default: 0)
    case .smoking:
      return make(
        "How many cigarettes do you smoke on a typical day now?", "cigarettes",
        [("About 5", 5), ("About 10", 10), ("About 20", 20), ("30 or more", 30)], default: 10)
    case .sugar:
      return make(
        "How many sweet snacks or sugary drinks on a typical day now?", "sweets",
        [("1", 1), ("2", 2), ("4", 4), ("6 or more", 6)], default: 2)
    case .alcohol:
      return make(
        "How many drinks on a typical day now?", "drinks",
        [("1", 1), ("2", 2), ("4", 4), ("6 or more", 6)], default: 2)
    }
  }

  /// A plan context holding just the goal's words, for the questions that depend on them.
  static func context(_ domain: Domain, _ what: String) -> PlanContext {
    PlanContext(
      domain: domain, words: Words.of(what), what: what, why: "",
      target: TargetParser.target(of: what, domain: domain), frequency: Frequency.days(in: what),
      baseline: 0, baselineGiven: false, weeks: 8, obstacles: [], variant: .standard,
      startDay: Day(daysSinceEpoch: 0), count: 8)
  }

  static func make(
    _ question: String, _ unit: String, _ choices: [(String, Double)], default amount: Double
  ) -> BaselineQuestion {
    BaselineQuestion(
      question: question, hint: hint, unit: unit,
      choices: choices.map { BaselineChoice($0.0, $0.1) }, defaultAmount: amount)
  }

  static func minutes(
    _ question: String, _ amounts: [Double], default amount: Double
  )
    -> BaselineQuestion
  {
    make(
      question, "minutes",
      amounts.map { ($0 == 0 ? "Not yet" : "About \(AmountText.format($0)) minutes", $0) },
      default: amount)
  }
}
