/// The kinds of vague goal the coach recognises, each with its clarifying question.
enum VagueTheme: CaseIterable, Sendable {
  case health, fitness, wellbeing, productivity, learning, general

  /// Stems that signal the theme (matched like domain keywords).
  var stems: [String] {
    switch self {
    case .health: return ["health", "wellness"]
    case .fitness: return ["fit", "fitter", "shape", "active", "exercis", "sport", "body"]
    case .wellbeing:
      return ["happ", "wellbeing", "balance", "self", "mental", "mood", "joy", "content", "life"]
    case .productivity:
      return [
        "productiv", "disciplin", "focus", "procrastinat", "motivat", "organized", "efficien",
      ]
    case .learning: return ["learn", "smart", "grow", "knowledge", "curious", "new things"]
    case .general: return ["better", "improve", "change", "good", "best", "more", "less"]
    }
  }

  var question: ClarifyingQuestion {
    switch self {
    case .health:
      return ClarifyingQuestion(
        question: "What would healthier look like in three months?",
        hint: "Picking one area helps us build a plan that fits.",
        choices: [
          ClarifyingChoice(
            "Move more", goal: "Walk briskly 30 minutes on 5 days a week", domain: .walking),
          ClarifyingChoice(
            "Eat better", goal: "Eat more vegetables and drink more water", domain: .nutrition),
          ClarifyingChoice("Sleep better", goal: "Sleep 7 to 8 hours a night", domain: .sleep),
          ClarifyingChoice(
            "Feel calmer", goal: "Meditate for a few minutes each day", domain: .meditation),
        ])
    case .fitness:
      return ClarifyingQuestion(
        question: "What kind of fitness would feel best to you?",
        hint: "Each one grows from a different daily habit.",
        choices: [
          ClarifyingChoice("Go further", goal: "Run 5 km comfortably", domain: .running),
          ClarifyingChoice(
            "Get stronger", goal: "Build strength with short home workouts", domain: .strength),
          ClarifyingChoice(
            "Move more freely", goal: "Become more flexible with daily stretching",
            domain: .flexibility),
          ClarifyingChoice(
            "Have more energy", goal: "Walk 30 minutes every day", domain: .walking),
        ])
    case .wellbeing:
      return ClarifyingQuestion(
        question: "What would make the biggest difference to how you feel day to day?",
        hint: "Small daily habits add up to how a week feels.",
        choices: [
          ClarifyingChoice(
            "Feel calmer", goal: "Meditate for a few minutes each day", domain: .meditation),
          ClarifyingChoice(
            "Feel more connected", goal: "Stay in touch with friends and family", domain: .social),
          ClarifyingChoice("Rest better", goal: "Sleep 7 to 8 hours a night", domain: .sleep),
          ClarifyingChoice(
            "Less time on screens", goal: "Spend less time on my phone", domain: .screenTime),
        ])
    case .productivity:
      return ClarifyingQuestion(
        question: "Where would more focus help you most?",
        hint: "One area is easier to grow than everything at once.",
        choices: [
          ClarifyingChoice("Learn a skill", goal: "Study a new skill every day", domain: .study),
          ClarifyingChoice("A tidier space", goal: "Declutter my home", domain: .declutter),
          ClarifyingChoice(
            "Fewer distractions", goal: "Spend less time on my phone", domain: .screenTime),
          ClarifyingChoice("Write regularly", goal: "Write every day", domain: .writing),
        ])
    case .learning:
      return ClarifyingQuestion(
        question: "What would you love to be able to do?",
        hint: "Naming it makes the first step easy to see.",
        choices: [
          ClarifyingChoice("Speak a language", goal: "Learn a new language", domain: .language),
          ClarifyingChoice("Play music", goal: "Practise an instrument", domain: .instrument),
          ClarifyingChoice("Learn a skill", goal: "Study a new skill, like coding", domain: .study),
          ClarifyingChoice("Read more", goal: "Read more books", domain: .reading),
        ])
    case .general:
      return ClarifyingQuestion(
        question: "What would you like to be doing most days, three months from now?",
        hint: "A picture of an ordinary day helps us plan the first step.",
        choices: [
          ClarifyingChoice(
            "Moving my body", goal: "Walk briskly 30 minutes on 5 days a week", domain: .walking),
          ClarifyingChoice(
            "Eating well", goal: "Eat more vegetables and drink more water", domain: .nutrition),
          ClarifyingChoice(
            "Feeling calm", goal: "Meditate for a few minutes each day", domain: .meditation),
          ClarifyingChoice(
            "Learning something", goal: "Study a new skill every day", domain: .study),
        ])
    }
  }
}
