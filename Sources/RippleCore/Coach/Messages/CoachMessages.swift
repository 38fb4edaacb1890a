/// The coach's message library (warm, about the user's agency, never
/// shaming), several per situation, chosen by day so they vary from one day to the next.
public enum CoachMessages {
  /// The message for `situation` on `day`; the same inputs always give the same message.
  public static func pick(_ situation: CoachSituation, on day: Day) -> CoachMessage {
    let texts = library(situation)
    let salt = CoachSituation.allCases.firstIndex(of: situation) ?? 0
    let index = ((day.daysSinceEpoch + salt) % texts.count + texts.count) % texts.count
    return CoachMessage(situation: situation, index: index, text: texts[index])
  }

  /// Every message for `situation`.
  public static func library(_ situation: CoachSituation) -> [String] {
    switch situation {
    case .loggedYes:
      return [
        "Done. That's one more step on your path.",
        "Nice work showing up for yourself today.",
        "Logged. Every yes makes the next one a little easier.",
        "You did it today. Let that feel good.",
      ]
    case .loggedNo:
      return [
        "Thanks for logging honestly. Tomorrow is a fresh start.",
        "Noted. Some days are like that, and that's okay.",
        "Honest tracking is part of the habit too. You're still on your path.",
      ]
    case .loggedSkip:
      return [
        "Skipped for today. Rest is part of the journey.",
        "Understood. A skip doesn't count against you.",
        "Taking a day when you need it is a choice that serves you.",
      ]
    case .ahead:
      return [
        "You're ahead of the pace this week. Lovely momentum.",
        "Strong start. You're making this week your own.",
        "You're further along than this week asks. Enjoy it.",
      ]
    case .onTrack:
      return [
        "Right on pace. Steady is exactly how habits grow.",
        "You're on track this week. Keep the rhythm going.",
        "This week is coming together nicely.",
      ]
    case .weekOpen:
      return [
        "A fresh week, wide open. Pick the day you'll start.",
        "Nothing logged yet, and every day of the week still ahead.",
        "The week is yours to shape. One first day is all it takes.",
      ]
    case .behind:
      return [
        "Every day still counts. One step today is enough.",
        "The week isn't written yet. Today is a good day to begin again.",
        "You've got this. A small step today keeps the path open.",
      ]
    case .metEarly:
      return [
        "You've met this week's goal already. Anything more is a bonus.",
        "Week goal reached with days to spare. Well done.",
        "That's the week's target done. Be proud of that.",
      ]
    case .exceeded:
      return [
        "You went beyond what the week asked. That's real growth.",
        "More than the target this week. Your effort shows.",
        "Above and beyond. This habit is becoming yours.",
      ]
    case .weekMet:
      return [
        "Week complete. You showed up, and it worked.",
        "You met the week's goal. Time to celebrate.",
        "Another week done. Your path is taking shape.",
      ]
    case .weekBorderline:
      return [
        "So close. Move on or take another week here: both are good choices.",
        "Nearly there. You decide: step up, or settle in for one more week.",
        "One day short, and plenty of progress. Choose what feels right.",
      ]
    case .weekNotMet:
      return [
        "That week taught you something. Let's shape the next one around it.",
        "Weeks like this are part of every journey. Let's find what works for you.",
        "You're still here, and that matters most. Let's adjust and keep going.",
      ]
    case .weekRested:
      return [
        "A week of rest. Your path is right here when you're ready.",
        "Rest weeks happen. Nothing is lost.",
        "You took the time you needed. Let's pick up gently.",
      ]
    case .weekPaused:
      return [
        "Paused weeks are yours to rest. Nothing is counted against you.",
        "Your plan waited for you while you rested.",
      ]
    case .stageStart:
      return [
        "A new stage begins. You've built the ground for it.",
        "New week, new step. You're ready for this.",
        "Here's your next step. It builds on everything you've done.",
      ]
    case .stageHold:
      return [
        "This week holds the same dose, so it can settle in. Steady is the point.",
        "Same dose as last week, on purpose: a week to make it feel easy.",
        "You hold here this week. Letting it settle is what makes it last.",
      ]
    case .stageWeek:
      return [
        "Another week at this step. Same habit, a little more familiar each time.",
        "On to the next week of this stage. Keep the rhythm you've found.",
        "This stage runs a few weeks, so the habit has room to settle.",
      ]
    case .stageRepeat:
      return [
        "Another week here lets this habit settle in. Smart choice.",
        "Repeating a stage is how strong foundations are built.",
        "One more week to make it feel natural. That's progress too.",
      ]
    case .simplified:
      return [
        "A lighter version for now. Small steps still move you forward.",
        "A lighter stage is a smart move. Consistency beats intensity.",
      ]
    case .extended:
      return [
        "A bridging week gives you room to grow. Your goal is still ahead.",
        "More time, same destination. That's a thoughtful choice.",
      ]
    case .recalibration:
      return [
        "Let's adjust the plan to fit your life. Adapting is a strength.",
        "Plans are meant to bend. Here's a version that fits you better.",
        "You know yourself best. Let's shape the path around you.",
      ]
    case .pauseMaintenance:
      return [
        "Maintenance mode: keep your current habit going, no pressure to advance.",
        "Holding steady is a choice. Your progress stays with you.",
      ]
    case .pauseVacation:
      return [
        "Enjoy your break. Your plan and your progress will be here.",
        "Time off is part of the journey. Nothing is lost while you rest.",
      ]
    case .resume:
      return [
        "Welcome back. Let's pick up right where you are.",
        "Good to see you again. Your path is ready.",
      ]
    case .returnAfterAbsence:
      return [
        "Welcome back! Progress, not perfection. Want to fill in the last few days?",
        "It's good to see you. Pick up today, and add past days if you like.",
        "You're back, and that's what counts. Every day is a new chance.",
      ]
    case .goalComplete:
      return [
        "You did it! This goal is now part of who you are.",
        "Journey complete. Look how far you've come.",
        "Goal reached. Take a moment to celebrate everything you built.",
      ]
    case .goalArchived:
      return [
        "This goal is set aside. Everything you did is kept.",
        "Stepping back is a choice too. Your history stays with you.",
      ]
    }
  }
}
