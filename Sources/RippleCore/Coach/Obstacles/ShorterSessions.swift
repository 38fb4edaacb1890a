/// "No time": each session about a third shorter, in steps of 5 minutes and never under 5, so
/// a stage that asked 30 minutes asks 20. The minutes are found in the stage's words ("Walk 30
/// minutes") and its measure; a stage without minutes stays as it is. A stage with a dose was
/// sized by a planner that knew the obstacle: its title, habit and dose are one amount, which
/// the linked habit's target follows, so it stays as it is too.
public enum ShorterSessions {
  public static func applied(to stage: Stage) -> Stage {
    guard stage.dose == nil else { return stage }
    var stage = stage
    if case .numeric(let target, let unit, let kind) = stage.habit.measure, isMinutes(unit) {
      stage.habit.measure = .numeric(target: Double(shorter(Int(target))), unit: unit, kind: kind)
    }
    stage.habit.name = rewritten(stage.habit.name)
    stage.habit.action = rewritten(stage.habit.action)
    stage.title = rewritten(stage.title)
    return stage
  }

  /// `minutes` about a third shorter: a multiple of 5, at least 5 (and never longer).
  public static func shorter(_ minutes: Int) -> Int {
    guard minutes > 5 else { return minutes }
    return max(5, minutes * 2 / 3 / 5 * 5)
  }

  static func isMinutes(_ unit: String) -> Bool {
    let lowered = unit.lowercased()
    return lowered == "min" || lowered == "mins" || lowered == "minute" || lowered == "minutes"
  }

  /// `text` with every "N minutes" / "N-minute" / "N min" made shorter.
  public static func rewritten(_ text: String) -> String {
    let characters = Array(text)
    var result = ""
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber,
        index == 0 || !characters[index - 1].isNumber
      else {
        result.append(characters[index])
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      let digits = String(characters[index..<end])
      var after = end
      if after < characters.count, characters[after] == " " || characters[after] == "-" {
        after += 1
      }
      let rest = String(characters[after..<min(characters.count, after + 3)]).lowercased()
      if rest == "min", let minutes = Int(digits) {
        result += String(shorter(minutes))
      } else {
        result += digits
      }
      index = end
    }
    return result
  }

  /// The first "N minutes" in `text`, if any.
  public static func firstMinutes(in text: String) -> Int? {
    let characters = Array(text)
    var index = 0
    while index < characters.count {
      guard characters[index].isASCII, characters[index].isNumber else {
        index += 1
        continue
      }
      var end = index
      while end < characters.count, characters[end].isASCII, characters[end].isNumber { end += 1 }
      var after = end
      if after < characters.count, characters[after] == " " || characters[after] == "-" {
        after += 1
      }
      if String(characters[after..<min(characters.count, after + 3)]).lowercased() == "min" {
        return Int(String(characters[index..<end]))
      }
      index = end
    }
    return nil
  }
}
