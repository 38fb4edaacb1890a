import Foundation
import RippleCore

/// The goal wizard's four answers: from options, or asked in the terminal.
enum GoalWizard {
  struct Answers {
    var what: String
    var why: String
    var weeks: Int
    var attempts: PastAttempts
  }

  static func answers(
    what: String?, why: String?, weeks: Int?, triedBefore: Bool, obstacles: [Obstacle]
  ) throws -> Answers {
    let asking = Console.inputIsTerminal
    guard let what = what ?? (asking ? ask("What do you want to achieve?") : nil),
      !TextRules.isBlank(what), what.count <= 200
    else {
      throw CommandError.usage("Say what you want to achieve with --what (1 to 200 characters)")
    }
    let why = why ?? (asking ? ask("Why is this important to you?") : nil) ?? ""
    var weeks = weeks
    if weeks == nil && asking {
      weeks = Int(ask("How many weeks will you give it? (8 to 12)") ?? "")
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
      weeks: min(104, max(1, weeks ?? 8)),
      attempts: PastAttempts(triedBefore: tried || !obstacles.isEmpty, obstacles: obstacles))
  }

  /// The clarifying question and its suggested goals, as one message.
  static func clarifying(_ assessment: GoalAssessment) -> String {
    var lines = ["Let's make the goal a little more specific."]
    for question in assessment.questions {
      lines.append(question.question)
      lines += question.choices.map { "  --what \"\($0.goal)\"" }
    }
    lines.append("Or keep it as it is with --anyway.")
    return lines.joined(separator: "\n")
  }

  private static func ask(_ question: String) -> String? {
    FileHandle.standardError.write(Data("\(question) ".utf8))
    return readLine()
  }
}
