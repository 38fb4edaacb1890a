/// What a CSV cell that says whether a habit was done means: a number, or a word apps and people
/// write ("yes", "✓", "Completed", "Skipped", "Missed").
enum CSVCell: Equatable {
  case number(Double)
  case done
  case skipped
  case missed
  /// Nothing was logged that day ("", "no", "Not completed").
  case nothing
  case unreadable

  init(_ text: String) {
    let word = text.trimmed.lowercased()
    if word.isEmpty {
      self = .nothing
    } else if let number = Double(word.replacingOccurrences(of: ",", with: ".")), number.isFinite {
      self = .number(number)
    } else if CSVCell.doneWords.contains(word) {
      self = .done
    } else if ["skip", "skipped", "s"].contains(word) {
      self = .skipped
    } else if ["missed", "fail", "failed"].contains(word) {
      self = .missed
    } else if ["no", "n", "false", "not completed", "not done", "-", "✗", "✘"].contains(word) {
      self = .nothing
    } else {
      self = .unreadable
    }
  }

  static let doneWords: Set<String> = [
    "yes", "y", "true", "done", "x", "✓", "✔", "✅", "completed", "complete", "partial",
  ]
}
