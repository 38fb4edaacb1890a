import Foundation
import RippleCore

/// The goal wizard's four answers: from options, or asked in the terminal.
enum GoalWizard {
  struct Answers {
    var what: String
    var why: String
    var weeks: Int
    var attempts: PastAttempts
    var baseline: Double?
  }

  static func answers(
    what: String?, why: String?, weeks: Int?, baseline: Double?, triedBefore: Bool,
    obstacles: [Obstacle]
  ) throws -> Answers {
    let asking = Console.inputIsTerminal
    guard let what = what ?? (asking ? ask("What do you want to achieve?") : nil),
      !TextRules.isBlank(what), what.count <= GoalLimits.what
    else {
      throw CommandError.usage(
        "Say what you want to achieve with --what (1 to \(GoalLimits.what) characters)")
    }
    var baseline = baseline
    if baseline == nil && asking {
      baseline = askBaseline(what)
    }
    let why = why ?? (asking ? ask("Why is this important to you?") : nil) ?? ""
    guard why.count <= GoalLimits.why else {
      throw CommandError.usage("Say why it matters in at most \(GoalLimits.why) characters (--why)")
    }
    var weeks = weeks
    if weeks == nil && asking {
      let range = "\(GoalLimits.weeks.lowerBound) to \(GoalLimits.weeks.upperBound)"
      weeks = Int(ask("How many weeks will you give it? (\(range); 8 to 12 suit most goals)") ?? "")
    }
    var tried = triedBefore
    var obstacles = obstacles
    if asking && !triedBefore && obstacles.isEmpty {
      tried = (ask("Have you tried this before? (y/N)") ?? "").lowercased().hasPrefix("y")
      if tried {
        let list = Obstacle.allCases.map(\.rawValue).joined(separator: ", ")
        obstacles = (ask("What got in the way? (\(list))") ?? "")
          .split(whereSeparator: { $0 == "," || $0 == " " }).compactMap {
            Obstacle(rawValue: String($0))
          }
      }
    }
    return Answers(
      what: what.trimmingCharacters(in: .whitespaces), why: why,
      weeks: min(GoalLimits.weeks.upperBound, max(GoalLimits.weeks.lowerBound, weeks ?? 8)),
      attempts: PastAttempts(triedBefore: tried || !obstacles.isEmpty, obstacles: obstacles),
      baseline: baseline)
  }

  /// The goal's "where are you now?" question with its choices; Enter skips it.
  static func askBaseline(_ what: String) -> Double? {
    let domain = DomainRecognizer.shared.domain(of: what)
    let question = BaselineQuestions.question(for: domain, what: what)
    let choices = question.choices.enumerated().map { "\($0.offset + 1)) \($0.element.label)" }
    let answer =
      ask(
        "\(question.question) \(choices.joined(separator: "  ")) (Enter to skip)") ?? ""
    guard let number = Int(answer.trimmingCharacters(in: .whitespaces)),
      question.choices.indices.contains(number - 1)
    else { return nil }
    return question.choices[number - 1].amount
  }

  /// The clarifying question and its suggested goals, as one message.
  static func clarifying(_ assessment: GoalAssessment) -> String {
    var lines = ["Let's make the goal a little more specific."]
    for question in assessment.questions {
      lines.append(question.question + " " + question.hint)
      lines += question.choices.map { "  \($0.label): --what \"\($0.goal)\"" }
    }
    lines.append("Or keep it as it is with --anyway.")
    return lines.joined(separator: "\n")
  }

  private static func ask(_ question: String) -> String? {
    FileHandle.standardError.write(Data("\(question) ".utf8))
    return readLine()
  }
}
