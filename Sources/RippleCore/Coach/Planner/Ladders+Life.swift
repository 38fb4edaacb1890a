extension Ladders {
  static let declutter: [Rung] = [
    Rung("Clear one surface", "Clear one small surface: a shelf, a table, a chair"),
    .minutes("Declutter 10 minutes", "Declutter one drawer or corner for 10 minutes", 10),
    .atLeast("Let go of 5 things", "Pick 5 things to donate, recycle or throw away", 5, "things"),
    .minutes("Declutter 15 minutes", "Declutter one cupboard or shelf for 15 minutes", 15),
    .minutes("Declutter 20 minutes", "Declutter for 20 minutes and take one bag out", 20),
    .minutes("Declutter 25 minutes", "Declutter one room zone for 25 minutes", 25),
    .minutes("Declutter 30 minutes", "Spend 30 minutes on one area until it's done", 30),
  ]

  static let saving: [Rung] = [
    Rung("Note today's spending", "Write down what you spent today"),
    Rung("Spending and one want", "Note your spending and one thing you chose not to buy"),
    Rung("One no-spend choice", "Make one choice today that keeps money in your pocket"),
    Rung("Save a small amount", "Move a small amount, even a coin's worth, into savings"),
    Rung("Check the budget", "Check today's spending against your budget for 5 minutes"),
    Rung("Save and check", "Move money to savings and check your budget"),
    Rung("No-spend day", "Spend only on essentials today and save the difference"),
  ]

  static let social: [Rung] = [
    Rung("Send one kind message", "Send one kind message to someone you care about"),
    Rung("Reply to someone", "Reply to someone you have been meaning to answer"),
    Rung("Message a friend", "Start a conversation with a friend or relative"),
    Rung("Call or voice note", "Call someone or send a voice note"),
    .minutes("10-minute call", "Have a 10-minute call with someone you'd like to be closer to", 10),
    Rung("Make a plan to meet", "Talk to someone and make or keep a plan to meet"),
    Rung("Quality time", "Spend real time with someone, phone away"),
  ]

  static let screenTime: [Rung] = [
    .atMost(
      "Under 120 minutes on screens", "Keep leisure screen time to 120 minutes or less", 120,
      "minutes"),
    .atMost(
      "Under 100 minutes on screens", "Keep leisure screen time to 100 minutes or less", 100,
      "minutes"),
    .atMost(
      "Under 90 minutes on screens",
      "Keep leisure screen time to 90 minutes, phone out of the bedroom", 90, "minutes"),
    .atMost(
      "Under 75 minutes on screens", "Keep leisure screen time to 75 minutes or less", 75, "minutes"
    ),
    .atMost(
      "Under 60 minutes on screens",
      "Keep leisure screen time to an hour, first hour of the day phone-free", 60, "minutes"),
    .atMost(
      "Under 45 minutes on screens", "Keep leisure screen time to 45 minutes or less", 45, "minutes"
    ),
    .atMost(
      "Under 30 minutes on screens",
      "Keep leisure screen time to 30 minutes and enjoy the time back", 30, "minutes"),
  ]

  static let smoking: [Rung] = [
    .atMost("At most 10 cigarettes", "Smoke no more than 10 cigarettes today", 10, "cigarettes"),
    .atMost(
      "At most 8 cigarettes", "Smoke no more than 8, and none in the first hour awake", 8,
      "cigarettes"),
    .atMost("At most 6 cigarettes", "Smoke no more than 6 cigarettes today", 6, "cigarettes"),
    .atMost(
      "At most 4 cigarettes", "Smoke no more than 4, replacing one with a short walk", 4,
      "cigarettes"),
    .atMost("At most 2 cigarettes", "Smoke no more than 2 cigarettes today", 2, "cigarettes"),
    .atMost("At most 1 cigarette", "Smoke no more than 1 cigarette today", 1, "cigarettes"),
    .atMost("Smoke-free day", "Have a smoke-free day", 0, "cigarettes"),
  ]

  static let sugar: [Rung] = [
    .atMost(
      "At most 3 sweet treats", "Have no more than 3 sweet treats or sugary drinks", 3, "treats"),
    .atMost(
      "At most 2 sweet treats", "Have no more than 2 sweet treats or sugary drinks", 2, "treats"),
    .atMost(
      "2 treats, no sugary drinks", "Swap sugary drinks for water; at most 2 treats", 2, "treats"),
    .atMost("At most 1 sweet treat", "Have no more than 1 sweet treat today", 1, "treats"),
    .atMost("1 treat, after a meal", "Have at most 1 treat, and only after a meal", 1, "treats"),
    .atMost("Sugar-free day", "Enjoy a day without added-sugar treats", 0, "treats"),
    .atMost(
      "Sugar-free, snacks planned", "A day without added sugar, with a fruit snack ready", 0,
      "treats"),
  ]

  static let alcohol: [Rung] = [
    .atMost("At most 3 drinks", "Have no more than 3 alcoholic drinks today", 3, "drinks"),
    .atMost("At most 2 drinks", "Have no more than 2 alcoholic drinks today", 2, "drinks"),
    .atMost(
      "2 drinks, water between", "At most 2 drinks, with a glass of water between them", 2, "drinks"
    ),
    .atMost("At most 1 drink", "Have no more than 1 alcoholic drink today", 1, "drinks"),
    .atMost("1 drink, with a meal", "At most 1 drink, and only with a meal", 1, "drinks"),
    .atMost("Alcohol-free day", "Enjoy an alcohol-free day", 0, "drinks"),
    .atMost(
      "Alcohol-free, new ritual", "An alcohol-free day, with a drink you enjoy instead", 0, "drinks"
    ),
  ]
}
