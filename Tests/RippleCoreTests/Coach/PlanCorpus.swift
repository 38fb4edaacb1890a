import RippleCore

/// Goal statements across every domain, each with what its plan must be: about which activity
/// (the domain, the dose's unit, a word every stage says), over how many weeks, and what the last
/// stage must meet for the plan to call the target reached.
struct PlanCase: Sendable, CustomStringConvertible {
  /// What the last stage must meet for `reachesTarget`.
  enum Aim: Sendable {
    /// No target stated: the plan's own end counts as reached.
    case none
    /// The last dose at least this amount, on at least so many days a week.
    case atLeast(Double, days: Int = 0)
    /// The last dose at most this amount (a limit, a bedtime, a wake-up time).
    case atMost(Double)
    /// The last dose on at least so many days a week.
    case days(Int)
    /// The weekly amounts over all the weeks add up to at least this total.
    case total(Double)
    /// A target the plan refuses as unsafe: never reached, and said why.
    case refused
    /// A target the plan cannot measure (kilos, a lift, calories): never claimed, and said why.
    case unmeasured
  }

  var what: String
  var weeks: Int
  var domain: Domain
  /// The dose's unit on every stage: the activity the plan is about.
  var unit: String
  /// A word every stage's title or action holds ("Walk", "Swim"; "a|b" for either).
  var word: String
  var aim: Aim
  var baseline: Double? = nil
  var why: String = ""
  /// The weeks planned when the goal's own words set a shorter timeline.
  var planned: Int? = nil
  /// A line sending the person to a clinician must be there.
  var clinician: Bool = false

  var description: String { "\(what) (\(weeks) weeks, from \(baseline.map { "\($0)" } ?? "-"))" }

  func goal(attempts: PastAttempts = .none, baseline: Double?? = nil, weeks: Int? = nil) -> Goal {
    var goal = Goal(
      id: GoalID("corpus"), what: what, why: why, timeline: .weeks(weeks ?? self.weeks),
      pastAttempts: attempts, habitID: HabitID("corpus-habit"), startDay: monday)
    goal.baseline = baseline ?? self.baseline
    return goal
  }
}

enum PlanCorpus {
  static let cases: [PlanCase] = [
    // Running
    .init(
      what: "Couch to 5K", weeks: 8, domain: .running, unit: run, word: "Run", aim: .atLeast(30)),
    .init(what: "Run a 5k", weeks: 12, domain: .running, unit: run, word: "Run", aim: .atLeast(30)),
    .init(
      what: "run 5 km without stopping", weeks: 9, domain: .running, unit: run, word: "Run",
      aim: .atLeast(30), baseline: 0),
    .init(
      what: "Run a 10k", weeks: 16, domain: .running, unit: run, word: "Run", aim: .atLeast(60)),
    .init(
      what: "Run a half marathon", weeks: 12, domain: .running, unit: run, word: "Run",
      aim: .atLeast(110), baseline: 30),
    .init(
      what: "train for my first marathon", weeks: 20, domain: .running, unit: run, word: "Run",
      aim: .atLeast(180), baseline: 30),
    .init(
      what: "run 30 minutes without stopping", weeks: 10, domain: .running, unit: run,
      word: "Run", aim: .atLeast(30)),
    .init(
      what: "start jogging again", weeks: 8, domain: .running, unit: run, word: "Run", aim: .none),
    .init(
      what: "run a charity 5k next week", weeks: 8, domain: .running, unit: run, word: "Run",
      aim: .atLeast(30), baseline: 0, planned: 2),
    .init(
      what: "run a marathon next week", weeks: 1, domain: .running, unit: run, word: "Run",
      aim: .refused, baseline: 0, planned: 1),
    .init(
      what: "run 3 times a week", weeks: 8, domain: .running, unit: run, word: "Run", aim: .none,
      why: "my doctor wants me fitter after heart surgery", clinician: true),
    // Walking
    .init(
      what: "Walk 10,000 steps a day", weeks: 8, domain: .walking, unit: "steps", word: "Walk",
      aim: .atLeast(10000, days: 7), why: "my doctor said I should move more", clinician: true),
    .init(
      what: "walk 30 minutes a day", weeks: 8, domain: .walking, unit: "minutes walking",
      word: "Walk", aim: .atLeast(30, days: 7), why: "my blood pressure is high", clinician: true),
    .init(
      what: "go for a brisk walk every lunch break", weeks: 8, domain: .walking,
      unit: "minutes walking", word: "Walk", aim: .none),
    .init(
      what: "walk 8000 steps", weeks: 26, domain: .walking, unit: "steps", word: "Walk",
      aim: .atLeast(8000)),
    .init(
      what: "get my step count up", weeks: 8, domain: .walking, unit: "steps", word: "Walk",
      aim: .none),
    .init(
      what: "walk 20 minutes 5 days a week", weeks: 6, domain: .walking, unit: "minutes walking",
      word: "Walk", aim: .atLeast(20, days: 5)),
    // Swimming
    .init(
      what: "swim 1 km", weeks: 10, domain: .swimming, unit: "metres", word: "Swim",
      aim: .atLeast(1000)),
    .init(
      what: "swim 1 km without stopping", weeks: 16, domain: .swimming, unit: "metres",
      word: "Swim", aim: .atLeast(1200)),
    .init(
      what: "swim 20 lengths", weeks: 8, domain: .swimming, unit: "metres", word: "Swim",
      aim: .atLeast(500)),
    .init(
      what: "swim twice a week", weeks: 8, domain: .swimming, unit: "metres", word: "Swim",
      aim: .none),
    .init(
      what: "learn front crawl", weeks: 8, domain: .swimming, unit: "metres", word: "Swim",
      aim: .none),
    // Cycling
    .init(
      what: "ride my bike 50 km", weeks: 16, domain: .cycling, unit: "minutes cycling",
      word: "ride", aim: .atLeast(200), baseline: 30),
    .init(
      what: "cycle for an hour", weeks: 8, domain: .cycling, unit: "minutes cycling", word: "Ride",
      aim: .atLeast(60)),
    .init(
      what: "go cycling to work more often", weeks: 8, domain: .cycling, unit: "rides to work",
      word: "work", aim: .none),
    .init(
      what: "cycle to work 3 days a week", weeks: 8, domain: .cycling, unit: "rides to work",
      word: "work", aim: .days(3)),
    // Strength
    .init(
      what: "do 20 push-ups in a row", weeks: 12, domain: .strength, unit: "push-ups",
      word: "push-ups", aim: .atLeast(20), baseline: 3),
    .init(
      what: "do 10 pull-ups", weeks: 12, domain: .strength, unit: "pull-ups", word: "pull-ups",
      aim: .atLeast(10), baseline: 0),
    .init(
      what: "get stronger", weeks: 8, domain: .strength, unit: "reps of each move", word: "squats",
      aim: .none),
    .init(
      what: "hold a plank for 2 minutes", weeks: 12, domain: .strength, unit: "seconds",
      word: "plank", aim: .atLeast(120)),
    .init(
      what: "do 50 squats", weeks: 10, domain: .strength, unit: "squats", word: "squats",
      aim: .atLeast(50), baseline: 10),
    // Gym
    .init(
      what: "lift weights 3 times a week", weeks: 8, domain: .gym, unit: "reps of each move",
      word: "set", aim: .days(3)),
    .init(
      what: "go to the gym twice a week", weeks: 8, domain: .gym, unit: "reps of each move",
      word: "set", aim: .days(2)),
    .init(
      what: "deadlift 100 kg", weeks: 12, domain: .gym, unit: "reps of each move", word: "set",
      aim: .unmeasured),
    .init(
      what: "start weight training", weeks: 10, domain: .gym, unit: "reps of each move",
      word: "set", aim: .none),
    // Flexibility
    .init(
      what: "touch my toes", weeks: 8, domain: .flexibility, unit: "minutes", word: "Stretch",
      aim: .none),
    .init(
      what: "yoga 30 minutes a day", weeks: 12, domain: .flexibility, unit: "minutes",
      word: "Stretch", aim: .atLeast(30, days: 7)),
    .init(
      what: "stretch every evening", weeks: 8, domain: .flexibility, unit: "minutes",
      word: "Stretch", aim: .days(7)),
    // Meditation
    .init(
      what: "meditate every day", weeks: 8, domain: .meditation, unit: "minutes", word: "Meditate",
      aim: .days(7)),
    .init(
      what: "meditate 20 minutes a day", weeks: 12, domain: .meditation, unit: "minutes",
      word: "Meditate", aim: .atLeast(20, days: 7)),
    .init(
      what: "be more mindful", weeks: 8, domain: .meditation, unit: "minutes", word: "Meditate",
      aim: .none),
    .init(
      what: "learn to meditate so I stop overthinking", weeks: 10, domain: .meditation,
      unit: "minutes", word: "Meditate", aim: .none),
    // Sleep
    .init(
      what: "go to bed before 11pm", weeks: 8, domain: .sleep, unit: "bedtime", word: "bed",
      aim: .atMost(1380), baseline: 1500),
    .init(
      what: "go to bed before 11pm", weeks: 12, domain: .sleep, unit: "bedtime", word: "bed",
      aim: .atMost(1380), baseline: 1440),
    .init(
      what: "sleep 8 hours", weeks: 8, domain: .sleep, unit: "bedtime", word: "bed",
      aim: .atMost(1365)),
    .init(
      what: "sleep only 5 hours so I can work more", weeks: 8, domain: .sleep, unit: "bedtime",
      word: "bed", aim: .refused),
    .init(
      what: "I need less sleep", weeks: 8, domain: .sleep, unit: "bedtime", word: "bed",
      aim: .refused),
    .init(
      what: "fix my sleep schedule", weeks: 8, domain: .sleep, unit: "bedtime", word: "bed",
      aim: .none),
    // Waking up
    .init(
      what: "wake up at 6", weeks: 8, domain: .wakeTime, unit: "wake", word: "Up at",
      aim: .atMost(360)),
    .init(
      what: "get up at 6:30 every day", weeks: 12, domain: .wakeTime, unit: "wake", word: "Up at",
      aim: .atMost(390)),
    .init(
      what: "stop hitting snooze", weeks: 8, domain: .wakeTime, unit: "wake", word: "Up at",
      aim: .none),
    // Eating and drinking
    .init(
      what: "drink 2 litres of water a day", weeks: 8, domain: .nutrition, unit: "glasses",
      word: "water", aim: .atLeast(8)),
    .init(
      what: "drink more water", weeks: 8, domain: .nutrition, unit: "glasses", word: "water",
      aim: .none),
    .init(
      what: "drink 8 litres of water a day", weeks: 8, domain: .nutrition, unit: "glasses",
      word: "water", aim: .refused),
    .init(
      what: "eat 5 portions of fruit and veg a day", weeks: 8, domain: .nutrition,
      unit: "portions", word: "fruit", aim: .atLeast(5)),
    .init(
      what: "eat vegetables with every meal", weeks: 8, domain: .nutrition,
      unit: "meals with vegetables", word: "egetables", aim: .none),
    .init(
      what: "lose 5 kg", weeks: 12, domain: .nutrition, unit: "changes", word: "", aim: .unmeasured),
    .init(
      what: "lose 10 kg in 2 weeks", weeks: 2, domain: .nutrition, unit: "changes", word: "",
      aim: .refused, planned: 2),
    .init(
      what: "eat only 1000 calories a day", weeks: 8, domain: .nutrition, unit: "changes",
      word: "", aim: .refused, clinician: true),
    .init(
      what: "eat healthier", weeks: 8, domain: .nutrition, unit: "changes", word: "", aim: .none),
    .init(
      what: "lose 20 kg", weeks: 40, domain: .nutrition, unit: "changes", word: "",
      aim: .unmeasured, why: "my doctor says my knees need it", clinician: true),
    // Cooking
    .init(
      what: "cook dinner at home 4 times a week", weeks: 8, domain: .cooking,
      unit: "home-cooked dinners", word: "Cook", aim: .days(4)),
    .init(
      what: "cook at home more", weeks: 8, domain: .cooking, unit: "home-cooked dinners",
      word: "Cook", aim: .none),
    .init(
      what: "meal prep on sundays", weeks: 8, domain: .cooking, unit: "home-cooked dinners",
      word: "Cook", aim: .none),
    // Reading
    .init(
      what: "read 20 books", weeks: 12, domain: .reading, unit: "pages", word: "Read",
      aim: .atLeast(24)),
    .init(
      what: "read 30 pages a day", weeks: 10, domain: .reading, unit: "pages", word: "Read",
      aim: .atLeast(30, days: 7)),
    .init(
      what: "read more books", weeks: 8, domain: .reading, unit: "pages", word: "Read", aim: .none),
    .init(
      what: "read for 20 minutes every night", weeks: 8, domain: .reading, unit: "minutes",
      word: "Read", aim: .atLeast(20, days: 7)),
    // Writing
    .init(
      what: "write 500 words a day", weeks: 10, domain: .writing, unit: "words", word: "Write",
      aim: .atLeast(500, days: 7)),
    .init(
      what: "journal every night", weeks: 8, domain: .writing, unit: "words", word: "Write",
      aim: .days(7)),
    .init(
      what: "write for 30 minutes a day", weeks: 8, domain: .writing, unit: "minutes",
      word: "Write", aim: .atLeast(30, days: 7)),
    // Languages
    .init(
      what: "learn spanish", weeks: 10, domain: .language, unit: "minutes", word: "Spanish",
      aim: .none),
    .init(
      what: "practise french 20 minutes a day", weeks: 8, domain: .language, unit: "minutes",
      word: "French", aim: .atLeast(20, days: 7)),
    .init(
      what: "get fluent in german", weeks: 12, domain: .language, unit: "minutes", word: "German",
      aim: .none),
    // Instruments
    .init(
      what: "practise piano 20 minutes a day", weeks: 8, domain: .instrument, unit: "minutes",
      word: "piano", aim: .atLeast(20, days: 7)),
    .init(
      what: "learn guitar", weeks: 10, domain: .instrument, unit: "minutes", word: "guitar",
      aim: .none),
    .init(
      what: "play the violin every day", weeks: 8, domain: .instrument, unit: "minutes",
      word: "violin", aim: .days(7)),
    // Study
    .init(
      what: "study for an hour a day", weeks: 12, domain: .study, unit: "minutes", word: "Study",
      aim: .atLeast(60, days: 7)),
    .init(
      what: "learn to code", weeks: 8, domain: .study, unit: "minutes", word: "Study", aim: .none),
    // Decluttering
    .init(
      what: "declutter my flat", weeks: 8, domain: .declutter, unit: "minutes", word: "Tidy",
      aim: .none),
    .init(
      what: "tidy for 15 minutes every day", weeks: 8, domain: .declutter, unit: "minutes",
      word: "Tidy", aim: .atLeast(15, days: 7)),
    // Saving
    .init(
      what: "save $5000", weeks: 26, domain: .saving, unit: "$", word: "Save", aim: .total(5000)),
    .init(
      what: "save $20,000", weeks: 104, domain: .saving, unit: "$", word: "Save",
      aim: .total(20000), baseline: 115),
    .init(
      what: "save €200 a month", weeks: 8, domain: .saving, unit: "€", word: "Save",
      aim: .atLeast(47)),
    .init(what: "save money", weeks: 8, domain: .saving, unit: "$", word: "Save", aim: .none),
    // Debt
    .init(
      what: "pay off $3000 on my credit card", weeks: 12, domain: .debt, unit: "$", word: "Pay",
      aim: .total(3000)),
    .init(
      what: "pay off my student loan of £8000", weeks: 52, domain: .debt, unit: "£", word: "Pay",
      aim: .total(8000)),
    // Spending less
    .init(
      what: "spend less money", weeks: 8, domain: .spending, unit: "no-spend days",
      word: "no-spend", aim: .none),
    .init(
      what: "have 3 no-spend days a week", weeks: 8, domain: .spending, unit: "no-spend days",
      word: "no-spend", aim: .days(3)),
    // Time with people
    .init(
      what: "spend more time with my kids", weeks: 8, domain: .social, unit: "minutes together",
      word: "kids", aim: .none),
    .init(
      what: "call my mum every week", weeks: 8, domain: .social, unit: "minutes together",
      word: "mum", aim: .days(1)),
    .init(
      what: "call my parents 30 minutes", weeks: 8, domain: .social, unit: "minutes together",
      word: "parents", aim: .atLeast(30)),
    .init(
      what: "meet new people", weeks: 8, domain: .meetingPeople, unit: "new people",
      word: "new", aim: .none),
    .init(
      what: "make friends after moving to a new city", weeks: 10, domain: .meetingPeople,
      unit: "new people", word: "new", aim: .none),
    // Screens
    .init(
      what: "cut screen time from 5 hours to 2", weeks: 8, domain: .screenTime,
      unit: "minutes of screen time", word: "screen", aim: .atMost(120)),
    .init(
      what: "spend less time on my phone", weeks: 8, domain: .screenTime,
      unit: "minutes of screen time", word: "screen", aim: .none),
    .init(
      what: "limit screen time to 90 minutes a day", weeks: 10, domain: .screenTime,
      unit: "minutes of screen time", word: "screen", aim: .atMost(90)),
    .init(
      what: "a phone-free hour before bed", weeks: 8, domain: .phoneFree,
      unit: "minutes phone-free before bed", word: "phone", aim: .atLeast(60)),
    .init(
      what: "no screens before bed", weeks: 8, domain: .phoneFree,
      unit: "minutes phone-free before bed", word: "phone", aim: .none),
    // Smoking, sweets, alcohol
    .init(
      what: "quit smoking", weeks: 8, domain: .smoking, unit: "cigarettes", word: "cigarette|smoke",
      aim: .atMost(0), baseline: 20),
    .init(
      what: "go from 20 cigarettes a day to none", weeks: 10, domain: .smoking,
      unit: "cigarettes", word: "cigarette", aim: .atMost(0)),
    .init(
      what: "smoke at most 5 a day", weeks: 8, domain: .smoking, unit: "cigarettes",
      word: "cigarette", aim: .atMost(5), baseline: 15),
    .init(
      what: "quit vaping", weeks: 8, domain: .smoking, unit: "vapes", word: "vape", aim: .atMost(0)),
    .init(
      what: "quit smoking", weeks: 1, domain: .smoking, unit: "cigarettes", word: "cigarette|smoke",
      aim: .atMost(0), baseline: 10),
    .init(
      what: "quit sugar", weeks: 8, domain: .sugar, unit: "sweets", word: "sweet|sugar",
      aim: .atMost(0)),
    .init(
      what: "eat less chocolate", weeks: 8, domain: .sugar, unit: "sweets", word: "sweet",
      aim: .none),
    .init(
      what: "quit drinking", weeks: 10, domain: .alcohol, unit: "drinks", word: "drink|alcohol",
      aim: .atMost(0), baseline: 4),
    .init(
      what: "drink less", weeks: 8, domain: .alcohol, unit: "drinks", word: "drink|alcohol",
      aim: .none,
      baseline: 6, why: "my liver tests were bad", clinician: true),
    .init(
      what: "drink at most 10 drinks a week", weeks: 12, domain: .alcohol, unit: "drinks",
      word: "drink|alcohol", aim: .atMost(2), baseline: 3),
    .init(
      what: "cut down on beer", weeks: 8, domain: .alcohol, unit: "drinks", word: "drink|alcohol",
      aim: .none, baseline: 8, clinician: true),
    // Daily yes/no habits
    .init(
      what: "floss every day", weeks: 8, domain: .dailyHabit, unit: "days", word: "Floss",
      aim: .days(7)),
    .init(
      what: "take my vitamins every morning", weeks: 8, domain: .dailyHabit, unit: "days",
      word: "itamins", aim: .days(7)),
    .init(
      what: "keep a gratitude journal", weeks: 8, domain: .dailyHabit, unit: "days",
      word: "good things", aim: .none),
    .init(
      what: "make my bed every morning", weeks: 8, domain: .dailyHabit, unit: "days", word: "bed",
      aim: .days(7)),
    .init(
      what: "water my plants every day", weeks: 8, domain: .dailyHabit, unit: "days",
      word: "plants", aim: .days(7)),
    // Goals no rule knows, once the person said how much and how often
    .init(
      what: "Finish my pottery project: 20 minutes 3 times a week", weeks: 8, domain: .general,
      unit: "minutes", word: "pottery", aim: .atLeast(20, days: 3)),
    .init(
      what: "Finish my pottery project", weeks: 8, domain: .general, unit: "minutes",
      word: "pottery", aim: .none),
  ]

  static let run = "minutes without stopping"
}
