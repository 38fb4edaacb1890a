import RippleCore

/// The rules every built-in roadmap keeps, as plain checks that return what they found wrong:
/// its weeks, one truth per stage, no week lighter than the one before except a named step back,
/// an honest finish, daily limits kept every day, a quit date, settling weeks kept few.
enum PlanChecks {
  /// Every rule's problems with `roadmap`, planned for `weeks` weeks; the gentler alternative
  /// may settle after every step.
  static func problems(_ roadmap: Roadmap, weeks: Int, settling: Bool = true) -> [String] {
    var found: [String] = []
    if roadmap.totalWeeks != weeks {
      found.append("covers \(roadmap.totalWeeks) weeks, not \(weeks)")
    }
    do { try RoadmapCheck.validate(roadmap, weeks: weeks) } catch {
      found.append("breaks a rule: \(error.message)")
    }
    for (index, stage) in roadmap.stages.enumerated() {
      found += oneTruth(stage, index: index, in: roadmap).map { "week \(stage.week): \($0)" }
    }
    found += neverLighter(roadmap)
    if settling { found += self.settling(roadmap) }
    found += limits(roadmap)
    return found
  }

  /// Title, action, measure, dose, criterion and rationale say the same numbers.
  static func oneTruth(_ stage: Stage, index: Int, in roadmap: Roadmap) -> [String] {
    var found: [String] = []
    guard let dose = stage.dose else { return ["no dose"] }
    // The first of one concrete change at a time is named, not counted.
    if dose.unit == "changes" && dose.amount == 1 { return [] }
    var forms = renderings(dose)
    // A gym week's dose is its reps of each move: "3 sets of 10" is 30.
    if let sets = setsOfReps(stage.title), sets.sets * sets.reps == Int(dose.amount) {
      forms.append("\(sets.sets) sets of \(sets.reps)")
      forms.append("\(sets.sets) set of \(sets.reps)")
    }
    if !forms.contains(where: { stage.title.contains($0) }) {
      found.append("title \"\(stage.title)\" does not say the dose \(forms)")
    }
    if !forms.contains(where: { stage.habit.action.contains($0) || stage.title.contains($0) }) {
      found.append("action \"\(stage.habit.action)\" does not say the dose")
    }
    for number in numbers(in: stage.habit.name)
    where !numbers(in: stage.habit.action).contains(number) {
      found.append("title number \(number) not in the action \"\(stage.habit.action)\"")
    }
    let flat = Quantity.currencies.contains(dose.unit)
    if !stage.isConsolidation && !flat && !forms.contains(where: { stage.rationale.contains($0) }) {
      found.append("rationale \"\(stage.rationale)\" does not say the dose \(forms)")
    }
    if stage.criterion.days > dose.daysPerWeek || stage.criterion.days < dose.daysPerWeek - 2 {
      found.append("criterion \(stage.criterion.days) against a dose on \(dose.daysPerWeek) days")
    }
    if stage.habit.schedule != .timesPerWeek(stage.criterion.days) {
      found.append("schedule \(stage.habit.schedule) against \(stage.criterion.text)")
    }
    if case .numeric(let target, _, let kind) = stage.habit.measure {
      let explained =
        target == dose.amount || (1...12).contains { Double($0) * dose.amount == target }
        || numbers(in: stage.habit.action).contains(AmountText.format(target))
      if !explained { found.append("measure \(target) is not the dose \(dose.amount)") }
      if (kind == .atMost) != isLimit(roadmap) {
        found.append("measure kind \(kind) in a \(roadmap.domain) plan")
      }
    }
    if stage.weeks > 1 {
      let first = roadmap.firstWeek(of: index)
      if !stage.rationale.contains("\(first + stage.weeks - 1)") {
        found.append("a stage of \(stage.weeks) weeks that does not say which")
      }
    }
    return found
  }

  /// Each week, stage by stage and week by week, asks at least as much as the one before,
  /// except a step back that says so.
  static func neverLighter(_ roadmap: Roadmap) -> [String] {
    var found: [String] = []
    let falling =
      isLimit(roadmap) || roadmap.stages.first?.dose?.unit == "bedtime"
      || roadmap.stages.first?.dose?.unit == "wake"
    for (before, after) in zip(roadmap.stages, roadmap.stages.dropFirst()) {
      guard let a = before.dose, let b = after.dose else { continue }
      let lighter =
        (falling ? b.amount > a.amount : b.amount < a.amount) || b.daysPerWeek < a.daysPerWeek
        || b.freeDays < a.freeDays
      if lighter && !(after.isStepBack && !after.title.isEmpty && after.title.hasPrefix("Heavier"))
      {
        found.append("week \(after.week) asks less than week \(before.week)")
      }
      if b.unit != a.unit { found.append("week \(after.week) changes unit") }
    }
    return found
  }

  /// At most one settling week for every two steps; none after a day without it; no repeat at
  /// the end when the plan stops short of its target.
  static func settling(_ roadmap: Roadmap) -> [String] {
    guard roadmap.domain != .saving, roadmap.domain != .debt else { return [] }
    var found: [String] = []
    let stages = roadmap.stages
    let settles = stages.filter { $0.isConsolidation }.count
    let steps = zip(stages, stages.dropFirst()).filter { $0.dose != $1.dose }.count
    if settles > max(1, steps / 2) {
      found.append("\(settles) settling weeks for \(steps) steps")
    }
    if !roadmap.aim.reachesTarget, roadmap.aim.target != nil, stages.last?.isConsolidation == true {
      found.append("ends on a repeat short of the target")
    }
    for (before, after) in zip(stages, stages.dropFirst())
    where before.dose?.amount == 0 && isLimit(roadmap) && after.rationale.contains("settling") {
      found.append("a settling week after a day without it")
    }
    return found
  }

  /// Limits hold every day of every week; a smoking plan sets its quit date in week 1.
  static func limits(_ roadmap: Roadmap) -> [String] {
    var found: [String] = []
    if isLimit(roadmap) {
      for stage in roadmap.stages where stage.criterion.days != 7 || stage.dose?.daysPerWeek != 7 {
        found.append("week \(stage.week) keeps its limit on \(stage.criterion.days) of 7 days")
      }
    }
    if roadmap.domain == .smoking, let first = roadmap.stages.first {
      if !first.rationale.contains("quit date") { found.append("no quit date in week 1") }
      if !first.rationale.contains("stop-smoking service") {
        found.append("no stop-smoking service in week 1")
      }
    }
    for stage in roadmap.stages where roadmap.domain.isCuttingDown || roadmap.domain == .smoking {
      if stage.tips.contains(where: { $0.lowercased().contains("coffee") }) {
        found.append("week \(stage.week) ties the habit to coffee")
      }
    }
    return found
  }

  static func isLimit(_ roadmap: Roadmap) -> Bool { roadmap.domain.isCuttingDown }

  /// The ways a dose's amount is written in a title, an action or a rationale.
  static func renderings(_ dose: Dose) -> [String] {
    let amount = dose.amount
    switch dose.unit {
    case "bedtime", "wake": return [ClockText.text(amount)]
    case "$", "€", "£": return [dose.unit + grouped(amount)]
    case "days":
      return dose.daysPerWeek == 7 ? ["every day", "daily"] : ["\(dose.daysPerWeek) day"]
    case "minutes without stopping" where amount < 20:
      let seconds = Int((amount * 60).rounded())
      if seconds % 60 == 0 { return ["\(seconds / 60) min", "\(seconds / 60) minute"] }
      if seconds < 120 { return ["\(seconds) s", "\(seconds) second"] }
      return [
        "\(seconds / 60) min \(seconds % 60) s", "\(seconds / 60) minutes \(seconds % 60) seconds",
      ]
    case "minutes of screen time", "minutes phone-free before bed":
      let minutes = Int(amount)
      let hours = minutes / 60
      let rest = minutes % 60
      if hours == 0 { return ["\(rest) minute"] }
      return [
        "\(hours) hour" + (hours == 1 ? "" : "s") + (rest == 0 ? "" : " \(rest) minute")
      ]
    default:
      if amount == 0 { return ["none", "-free", "No ", "None"] }
      return [grouped(amount), AmountText.format(amount)]
    }
  }

  /// "3 sets of 10" in a title.
  static func setsOfReps(_ title: String) -> (sets: Int, reps: Int)? {
    let words = title.split(separator: " ").map(String.init)
    for index in words.indices.dropLast(3)
    where (words[index + 1] == "sets" || words[index + 1] == "set") && words[index + 2] == "of" {
      let reps = words[index + 3].filter { $0.isNumber }
      if let sets = Int(words[index]), let count = Int(reps) { return (sets, count) }
    }
    return nil
  }

  /// "10,000", "8".
  static func grouped(_ value: Double) -> String {
    let text = AmountText.format(value)
    guard value >= 1000, value == value.rounded() else { return text }
    var digits = Array(text)
    var result: [Character] = []
    while digits.count > 3 {
      result = [","] + Array(digits.suffix(3)) + result
      digits.removeLast(3)
    }
    return String(digits + result)
  }

  /// The numbers a text holds, as written ("10,000", "2.5", "23", "45").
  static func numbers(in text: String) -> Set<String> {
    var found: Set<String> = []
    var current = ""
    for character in text {
      if character.isNumber || (!current.isEmpty && (character == "," || character == ".")) {
        current.append(character)
      } else if !current.isEmpty {
        found.insert(trimmed(current))
        current = ""
      }
    }
    if !current.isEmpty { found.insert(trimmed(current)) }
    return found
  }

  static func trimmed(_ number: String) -> String {
    var number = number
    while number.last == "," || number.last == "." { number.removeLast() }
    return number
  }
}
