import RippleCore

/// The gallery of habit templates, by area of life: each one complete (name, icon, colour,
/// schedule, target and unit, a suggested reminder, a one-line why), modest enough to start
/// with, and never a medical or dietary prescription.
public enum TemplateGallery {
  public static let all: [HabitTemplate] =
    health + movement + mind + learning + home + money
    + people

  /// The template with this id, if there is one.
  public static func template(_ id: String) -> HabitTemplate? {
    all.first { $0.id == id }
  }

  /// The templates of each area, in the gallery's order.
  public static var byArea: [(area: LifeArea, templates: [HabitTemplate])] {
    LifeArea.allCases.map { area in (area, all.filter { $0.area == area }) }
  }

  private static func make(
    _ id: String, _ area: LifeArea, _ name: String, why: String, icon: String, color: String,
    schedule: Schedule = .daily, measure: Measure = .boolean, at time: (Int, Int)? = nil
  ) -> HabitTemplate {
    HabitTemplate(
      id: id, area: area,
      definition: HabitDefinition(
        name: name, description: why, color: color, icon: icon, schedule: schedule,
        measure: measure,
        reminders: time.map { [Reminder(minuteOfDay: $0.0 * 60 + $0.1)] } ?? []))
  }

  private static func count(_ target: Double, _ unit: String) -> Measure {
    .numeric(target: target, unit: unit, kind: .atLeast)
  }

  private static func days(_ weekdays: Weekday...) -> Schedule { .weekdays(WeekdaySet(weekdays)) }

  static let health: [HabitTemplate] = [
    make(
      "drink-water", .health, "Drink water", why: "A glass at a time adds up over the day.",
      icon: "water", color: "#74B9FF", measure: count(8, "glasses"), at: (10, 0)),
    make(
      "floss", .health, "Floss", why: "Two minutes before bed, most nights.", icon: "tooth",
      color: "#4ECDC4", at: (21, 30)),
    make(
      "wind-down", .health, "Wind down for sleep",
      why: "Screens away and lights low, so the night starts calmly.", icon: "moon",
      color: "#7C7AE8", at: (22, 0)),
    make(
      "cook-at-home", .health, "Cook a meal at home",
      why: "Something you made yourself, a few times a week.", icon: "leaf", color: "#7ED687",
      schedule: .timesPerWeek(3), at: (18, 0)),
  ]

  static let movement: [HabitTemplate] = [
    make(
      "walk", .movement, "Walk", why: "A short walk clears the head and gets you moving.",
      icon: "walk", color: "#7ED687", measure: count(20, "minutes"), at: (12, 30)),
    make(
      "stretch", .movement, "Stretch", why: "A few gentle minutes to start the day loose.",
      icon: "yoga", color: "#B388EB", at: (7, 30)),
    make(
      "strength", .movement, "Strength training",
      why: "Twice a week is plenty to begin; rest days count too.", icon: "dumbbell",
      color: "#FF6B6B", schedule: .timesPerWeek(2), at: (18, 0)),
    make(
      "run", .movement, "Go for a run", why: "Easy pace, three times a week, no records to chase.",
      icon: "run", color: "#FFAB5E", schedule: .timesPerWeek(3), at: (7, 0)),
  ]

  static let mind: [HabitTemplate] = [
    make(
      "meditate", .mind, "Meditate", why: "Ten quiet minutes; a wandering mind is part of it.",
      icon: "lotus", color: "#B388EB", measure: count(10, "minutes"), at: (7, 30)),
    make(
      "journal", .mind, "Journal", why: "A few lines about the day, no pressure to write more.",
      icon: "journal", color: "#FFAB5E", at: (21, 0)),
    make(
      "three-good-things", .mind, "Three good things",
      why: "Note three things that went well today, however small.", icon: "smile",
      color: "#FF8FB1", at: (21, 30)),
    make(
      "phone-free-morning", .mind, "Phone-free first hour",
      why: "Let the morning be yours before the messages arrive.", icon: "sun",
      color: "#F59E0B", at: (7, 0)),
  ]

  static let learning: [HabitTemplate] = [
    make(
      "read", .learning, "Read",
      why: "A few pages every evening finishes more books than you think.",
      icon: "book", color: "#6366F1", measure: count(20, "pages"), at: (21, 0)),
    make(
      "language", .learning, "Practise a language",
      why: "Little and often beats a long session once a week.", icon: "globe",
      color: "#06B6D4", measure: count(15, "minutes"), at: (19, 0)),
    make(
      "instrument", .learning, "Practise an instrument",
      why: "Four short sessions a week keep the fingers remembering.", icon: "music",
      color: "#A855F7", schedule: .timesPerWeek(4), at: (18, 30)),
    make(
      "course-lesson", .learning, "Take a course lesson",
      why: "One lesson at a time, three times a week.", icon: "graduation", color: "#3B82F6",
      schedule: .timesPerWeek(3), at: (20, 0)),
  ]

  static let home: [HabitTemplate] = [
    make(
      "make-the-bed", .home, "Make the bed", why: "One small thing done before the day begins.",
      icon: "bed", color: "#74B9FF", at: (8, 0)),
    make(
      "tidy", .home, "Tidy up", why: "Ten minutes in the evening keeps the mess from piling up.",
      icon: "broom", color: "#4ECDC4", measure: count(10, "minutes"), at: (20, 0)),
    make(
      "water-plants", .home, "Water the plants", why: "Twice a week, before they ask for it.",
      icon: "plant", color: "#10B981", schedule: days(.monday, .thursday), at: (9, 0)),
    make(
      "plan-tomorrow", .home, "Plan tomorrow",
      why: "Write down the one thing that matters most tomorrow.", icon: "calendar",
      color: "#64748B", at: (21, 0)),
  ]

  static let money: [HabitTemplate] = [
    make(
      "track-spending", .money, "Note what I spent",
      why: "Writing it down is enough; no judging, just noticing.", icon: "coin",
      color: "#F59E0B", at: (21, 0)),
    make(
      "no-spend-day", .money, "No-spend day", why: "Two days a week with nothing bought on a whim.",
      icon: "target", color: "#10B981", schedule: .timesPerWeek(2)),
    make(
      "budget-check", .money, "Check the budget",
      why: "A calm look at the week's numbers every Sunday.", icon: "briefcase",
      color: "#64748B", schedule: days(.sunday), at: (18, 0)),
    make(
      "set-aside", .money, "Set something aside",
      why: "Any amount, once a week, into savings.", icon: "coin", color: "#7ED687",
      schedule: .timesPerWeek(1)),
  ]

  static let people: [HabitTemplate] = [
    make(
      "call-family", .people, "Call family", why: "A real conversation with someone you love.",
      icon: "phone", color: "#FF8FB1", schedule: days(.sunday), at: (17, 0)),
    make(
      "reach-out", .people, "Reach out to a friend",
      why: "A message, a call or a coffee, twice a week.", icon: "users", color: "#74B9FF",
      schedule: .timesPerWeek(2)),
    make(
      "kindness", .people, "One kind thing", why: "Something small for someone else, every day.",
      icon: "gift", color: "#FF6B6B", at: (12, 0)),
    make(
      "screen-free-time", .people, "Screen-free time together",
      why: "An evening half hour with the people at home, phones away.", icon: "heart",
      color: "#F43F5E", at: (19, 30)),
  ]
}
