extension Roadmap {
  /// "Week 3", or "Weeks 3–5" for a stage lasting several weeks.
  public func weeksLabel(of index: Int) -> String {
    let first = firstWeek(of: index)
    let weeks = stages.indices.contains(index) ? stages[index].weeks : 1
    return weeks == 1 ? "Week \(first)" : "Weeks \(first)–\(first + weeks - 1)"
  }
}

extension RoadmapAim {
  /// What the plan reaches against the target, without the safety lines `advice` also holds:
  /// the finish line to show when the target is not reached.
  public var finishLine: String? {
    guard var text = advice else { return nil }
    for line in safety {
      text = text.replacingAll(line, with: "")
    }
    var characters = Array(text)
    while characters.last == " " { characters.removeLast() }
    while characters.first == " " { characters.removeFirst() }
    return characters.isEmpty ? nil : String(characters)
  }
}

extension String {
  /// The text with every `part` replaced (without the string-processing module, which
  /// Embedded Swift lacks).
  func replacingAll(_ part: String, with replacement: String) -> String {
    let text = Array(self)
    let part = Array(part)
    guard !part.isEmpty, part.count <= text.count else { return self }
    var result = ""
    var index = 0
    while index < text.count {
      if index + part.count <= text.count, text[index..<index + part.count].elementsEqual(part) {
        result += replacement
        index += part.count
      } else {
        result.append(text[index])
        index += 1
      }
    }
    return result
  }
}
