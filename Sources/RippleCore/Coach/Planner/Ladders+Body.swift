extension Ladders {
  static let running: [Rung] = [
    .minutes("Walk 10 minutes", "Go for a brisk 10-minute walk", 10),
    .minutes("Walk 20 minutes", "Take a brisk 20-minute walk", 20),
    .minutes("Walk-jog 20 minutes", "Walk for 20 minutes, jogging gently for 1 minute in 4", 20),
    .minutes("Walk-jog 25 minutes", "Walk-jog for 25 minutes: jog 2 minutes, walk 2 minutes", 25),
    .minutes("Jog 15 minutes", "Jog easily for 15 minutes, at a pace where you can still talk", 15),
    .minutes("Jog 25 minutes", "Jog for 25 minutes at a conversational pace", 25),
    .minutes("Run 30 minutes", "Run for 30 minutes, easy and steady", 30),
  ]

  static let strength: [Rung] = [
    .minutes("Strength 5 minutes", "Do 5 minutes of wall push-ups and chair squats", 5),
    .minutes(
      "Strength 10 minutes", "Do 10 minutes of squats, push-ups (knees are fine) and a plank", 10),
    .minutes("Strength 15 minutes", "Do 15 minutes of squats, push-ups, lunges and a plank", 15),
    .minutes(
      "Strength 20 minutes", "Do two rounds in 20 minutes: squats, push-ups, lunges, rows, plank",
      20),
    .minutes("Strength 25 minutes", "Train for 25 minutes, adding a few reps to each move", 25),
    .minutes(
      "Strength 30 minutes", "Train for 30 minutes with a slightly harder version of each move", 30),
    .minutes(
      "Strength 35 minutes", "Train your whole body for 35 minutes with steady, controlled reps", 35
    ),
  ]

  static let flexibility: [Rung] = [
    .minutes("Stretch 5 minutes", "Stretch gently for 5 minutes: neck, shoulders, hips", 5),
    .minutes("Stretch 10 minutes", "Follow a 10-minute stretch or beginner yoga routine", 10),
    .minutes("Yoga 15 minutes", "Practise 15 minutes of yoga or stretching, breathing slowly", 15),
    .minutes("Yoga 20 minutes", "Practise 20 minutes, holding each stretch a little longer", 20),
    .minutes("Yoga 25 minutes", "Practise 25 minutes, adding one new pose or stretch", 25),
    .minutes("Yoga 30 minutes", "Flow through a 30-minute session at your own pace", 30),
    .minutes("Yoga 35 minutes", "Practise a full 35-minute session, ending with a rest pose", 35),
  ]

  static let sleep: [Rung] = [
    Rung("Bedtime reminder", "Set a reminder 30 minutes before your bedtime and notice it"),
    Rung("Wind down 10 minutes", "Start a 10-minute wind-down before bed: low lights, no work"),
    Rung("In bed on time", "Be in bed by your chosen bedtime"),
    Rung("Screens away before bed", "Put screens away 30 minutes before bedtime"),
    Rung("Same wake-up time", "Get up at the same time each morning, within half an hour"),
    Rung("Wake-up and daylight", "Get up at your set time and get 10 minutes of daylight"),
    Rung("Full evening routine", "Wind down, put screens away and be in bed on time"),
  ]

  static let nutrition: [Rung] = [
    Rung("Water when you wake", "Drink a glass of water when you wake up"),
    .atLeast("6 glasses of water", "Drink 6 glasses of water through the day", 6, "glasses"),
    Rung("Vegetables at one meal", "Add a portion of vegetables to one meal"),
    Rung("Fruit or veg twice", "Have fruit or vegetables at two meals"),
    Rung("Cook one meal", "Cook one meal at home from simple ingredients"),
    Rung("Plan tomorrow's meals", "Cook one meal and plan tomorrow's meals in 5 minutes"),
    Rung("Balanced plate", "Fill half your plate with vegetables at lunch and dinner"),
  ]

  static let meditation: [Rung] = [
    .minutes("Breathe 2 minutes", "Sit and follow your breath for 2 minutes", 2),
    .minutes("Meditate 3 minutes", "Meditate for 3 minutes, returning to your breath", 3),
    .minutes("Meditate 5 minutes", "Meditate for 5 minutes at the same time each day", 5),
    .minutes("Meditate 8 minutes", "Meditate for 8 minutes, noticing thoughts without judging", 8),
    .minutes("Meditate 10 minutes", "Meditate for 10 minutes, guided or in silence", 10),
    .minutes("Meditate 12 minutes", "Meditate for 12 minutes and take one mindful pause later", 12),
    .minutes("Meditate 15 minutes", "Meditate for 15 minutes: your own calm practice", 15),
  ]
}
