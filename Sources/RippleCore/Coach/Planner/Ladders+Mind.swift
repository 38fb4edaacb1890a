extension Ladders {
  static let reading: [Rung] = [
    .atLeast("Read 2 pages", "Read 2 pages of a book you enjoy", 2, "pages"),
    .atLeast("Read 5 pages", "Read 5 pages, at the same time of day", 5, "pages"),
    .atLeast("Read 10 pages", "Read 10 pages with your phone in another room", 10, "pages"),
    .atLeast("Read 15 pages", "Read 15 pages and note one line you liked", 15, "pages"),
    .atLeast("Read 20 pages", "Read 20 pages in a calm, comfortable spot", 20, "pages"),
    .atLeast("Read 25 pages", "Read 25 pages and keep the next book ready", 25, "pages"),
    .atLeast("Read 30 pages", "Read 30 pages: reading is part of your day now", 30, "pages"),
  ]

  static let writing: [Rung] = [
    .atLeast(
      "Write 3 sentences", "Write three sentences about your day or your idea", 3, "sentences"),
    .minutes("Write 5 minutes", "Write for 5 minutes without stopping to edit", 5),
    .minutes("Write 10 minutes", "Write for 10 minutes in the same place each day", 10),
    .minutes("Write 15 minutes", "Write for 15 minutes, starting where you left off", 15),
    .minutes("Write 20 minutes", "Write for 20 minutes on your main piece", 20),
    .minutes("Write 25 minutes", "Write for 25 minutes and reread one page", 25),
    .minutes("Write 30 minutes", "Write for 30 minutes: a real writing session", 30),
  ]

  static let language: [Rung] = [
    .minutes("Language 5 minutes", "Learn 5 new words in 5 minutes", 5),
    .minutes("Language 10 minutes", "Spend 10 minutes on words and a short lesson", 10),
    .minutes("Language 15 minutes", "Spend 15 minutes: a lesson and saying phrases out loud", 15),
    .minutes("Language 20 minutes", "Spend 20 minutes, adding a short podcast or video", 20),
    .minutes("Language 20 minutes, aloud", "Spend 20 minutes, 5 of them speaking or writing", 20),
    .minutes(
      "Language 25 minutes", "Spend 25 minutes, including a few minutes of conversation", 25),
    .minutes(
      "Language 30 minutes", "Spend 30 minutes using the language for something you enjoy", 30),
  ]

  static let instrument: [Rung] = [
    .minutes("Practise 5 minutes", "Pick up your instrument and play for 5 minutes", 5),
    .minutes("Practise 10 minutes", "Practise for 10 minutes: warm up, then one piece", 10),
    .minutes("Practise 15 minutes", "Practise for 15 minutes, slowly, on one tricky part", 15),
    .minutes("Practise 20 minutes", "Practise for 20 minutes: scales, then your piece", 20),
    .minutes("Practise 25 minutes", "Practise for 25 minutes and record one take", 25),
    .minutes("Practise 30 minutes", "Practise for 30 minutes, adding a new piece or song", 30),
    .minutes(
      "Practise 40 minutes", "Practise for 40 minutes and play one piece through for fun", 40),
  ]

  static let study: [Rung] = [
    .minutes("Study 10 minutes", "Study for 10 minutes: one short lesson or chapter section", 10),
    .minutes("Study 15 minutes", "Study for 15 minutes with notifications off", 15),
    .minutes("Study 20 minutes", "Study for 20 minutes and write down one thing you learned", 20),
    .minutes("Study 25 minutes", "Study for one focused 25-minute block", 25),
    .minutes("Study 30 minutes", "Study for 30 minutes, practising what you learned", 30),
    .minutes("Study 40 minutes", "Study for 40 minutes: learn, then try it on a small task", 40),
    .minutes("Study 45 minutes", "Study for 45 minutes on a small project of your own", 45),
  ]

  static let general: [Rung] = [
    .minutes("5 minutes for my goal", "Spend 5 minutes on your goal", 5),
    .minutes("10 minutes for my goal", "Spend 10 minutes on your goal", 10),
    .minutes("15 minutes for my goal", "Spend 15 minutes on your goal", 15),
    .minutes("20 minutes for my goal", "Spend 20 minutes on your goal", 20),
    .minutes("25 minutes for my goal", "Spend 25 minutes on your goal", 25),
    .minutes("30 minutes for my goal", "Spend 30 minutes on your goal", 30),
    .minutes("35 minutes for my goal", "Spend 35 minutes on your goal", 35),
  ]
}
