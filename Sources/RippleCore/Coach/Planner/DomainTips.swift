/// Practical tips per domain, and one per phase; the planner gives each stage three.
enum DomainTips {
  static func of(_ domain: Domain) -> [String] {
    switch domain {
    case .running:
      return [
        "Lay out your shoes and clothes the night before.",
        "Go at a pace where you could still chat; easy is the point.",
        "Warm up with two minutes of walking before you speed up.",
        "A short route from your door makes it easy to start.",
      ]
    case .strength:
      return [
        "Good form first, more reps later.",
        "Keep a mat where you can see it, as a gentle cue.",
        "Breathe out as you push or lift.",
        "A little soreness is normal; sharp pain is a signal to rest.",
      ]
    case .flexibility:
      return [
        "Stretch to mild tension, never to pain.",
        "Breathe slowly; muscles let go on the out-breath.",
        "Warm muscles stretch more easily, so after a shower works well.",
        "Same time, same spot: it turns into a ritual.",
      ]
    case .meditation:
      return [
        "Wandering thoughts are normal: noticing them is the practice.",
        "Pick a cue you already have, like your first coffee.",
        "A guided recording can help on busy-mind days.",
        "Sit comfortably; a chair is as good as a cushion.",
      ]
    case .sleep:
      return [
        "Dim the lights an hour before bed to signal the evening.",
        "Keep the bedroom cool, dark and quiet.",
        "Caffeine after lunch can linger into the night.",
        "Charge your phone outside the bedroom.",
      ]
    case .nutrition:
      return [
        "Keep a filled water bottle where you can see it.",
        "Wash and cut vegetables ahead, so they are the easy choice.",
        "Add something good before taking anything away.",
        "A simple shopping list makes the week easier.",
      ]
    case .reading:
      return [
        "Keep your book where your phone usually lies.",
        "Pick books you enjoy; you can always put one down.",
        "Reading before bed doubles as a wind-down.",
        "Carry a book or e-reader for spare minutes.",
      ]
    case .writing:
      return [
        "Write badly on purpose; editing is another day's job.",
        "Stop mid-sentence, so tomorrow starts easily.",
        "Same place, same time: let the setting cue you.",
        "Keep a list of prompts for blank-page days.",
      ]
    case .language:
      return [
        "Say new words out loud; your mouth learns too.",
        "Review a few old words before adding new ones.",
        "Label things around your home in the new language.",
        "Songs and shows you enjoy count as practice.",
      ]
    case .instrument:
      return [
        "Leave your instrument out of its case, ready to play.",
        "Practise slowly: speed comes from accuracy.",
        "Record yourself now and then to hear your progress.",
        "End each session with something you love playing.",
      ]
    case .study:
      return [
        "Decide the next small topic before you stop.",
        "Put your phone in another room while you study.",
        "Explain what you learned in one sentence afterwards.",
        "Short, regular sessions beat long, rare ones.",
      ]
    case .declutter:
      return [
        "Keep a donation bag by the door.",
        "Start with the easiest spot, not the worst one.",
        "Ask: would I buy this again today?",
        "Set a timer and stop when it rings.",
      ]
    case .saving:
      return [
        "Automate a small transfer on payday.",
        "Wait a day before unplanned purchases.",
        "Give your savings a name: it makes them real.",
        "Notice which spending truly makes you happy.",
      ]
    case .social:
      return [
        "Keep a short list of people you'd like to hear from.",
        "A two-line message is plenty.",
        "Ask one open question and really listen.",
        "Link it to a daily moment, like your commute home.",
      ]
    case .screenTime:
      return [
        "Move distracting apps off your home screen.",
        "Turn off all but the most important notifications.",
        "Have an easy alternative ready: a book, a walk, a call.",
        "Use your phone's screen-time report to see the numbers.",
      ]
    case .smoking:
      return [
        "Notice your triggers and plan one swap for each.",
        "Cravings pass in minutes; a glass of water or a walk helps.",
        "Tell someone you trust about your plan.",
        "Your doctor or pharmacist can suggest support that helps.",
      ]
    case .sugar:
      return [
        "Keep fruit or nuts close for sweet cravings.",
        "Check labels on drinks; many hide a lot of sugar.",
        "Eat regular meals so cravings have less pull.",
        "Enjoy your treat slowly, without a screen.",
      ]
    case .alcohol:
      return [
        "Have an alcohol-free drink you enjoy at home.",
        "Decide your limit before the evening starts.",
        "Alternate with water when you do drink.",
        "Plan what you'll say when someone offers a drink.",
      ]
    case .general:
      return [
        "Pick a fixed time and place for your goal each day.",
        "Keep what you need ready, so starting is easy.",
        "Write down one small win each day.",
        "Tell someone what you're working on.",
      ]
    }
  }

  static func of(_ phase: Phase) -> String {
    switch phase {
    case .foundation:
      return "Link it to something you already do each day, like your morning coffee."
    case .building: return "On a busy day, a shorter version still counts as showing up."
    case .mastery: return "Notice how far you've come since week one."
    }
  }
}
