import RippleCore

/// Search results and a habit's notes in the terminal: groups under headings, each match in
/// bold, a note with its day and mood.
struct SearchText {
  let style: TerminalStyle

  func render(_ results: SearchResults) -> String {
    var lines: [String] = []
    func group(_ title: String, _ rows: [String]) {
      guard !rows.isEmpty else { return }
      if !lines.isEmpty { lines.append("") }
      lines.append(style.bold(title).text)
      lines += rows
    }
    group(
      "Habits",
      results.habits.map { hit in
        let name = marked(hit.habit.name, hit.nameMarks)
        let archived = hit.habit.isArchived ? style.dim(" (archived)").text : ""
        guard !hit.descriptionMarks.isEmpty else { return "  " + name + archived }
        return "  " + name + archived + style.dim(" — ").text
          + marked(hit.habit.description, hit.descriptionMarks)
      })
    group("Categories", results.categories.map { "  " + marked($0.category.name, $0.nameMarks) })
    group(
      "Notes",
      results.notes.map { hit in
        "  \(hit.checkIn.day.text)  \(hit.habit.name)\(mood(hit.checkIn.mood))  "
          + marked(hit.checkIn.note ?? "", hit.marks)
      })
    group(
      "Reflections",
      results.reflections.map { hit in
        let parts = [
          (hit.reflection.worked, hit.workedMarks), (hit.reflection.hard, hit.hardMarks),
        ]
        .filter { !$0.0.isEmpty }.map { marked($0.0, $0.1) }
        return "  \(hit.reflection.day.text)  \(hit.goalTitle)  " + parts.joined(separator: " / ")
      })
    if lines.isEmpty {
      return "Nothing found for “\(results.query.wordTexts.joined(separator: " "))”."
    }
    if results.truncated { lines.append(style.dim("  … more notes: ask with --limit").text) }
    return lines.joined(separator: "\n")
  }

  func render(_ notes: HabitNotes) -> String {
    guard !notes.notes.isEmpty else { return "No notes for \(notes.habit.name)." }
    return notes.notes.map { note in
      "\(note.checkIn.day.text)\(mood(note.checkIn.mood))  "
        + marked(note.checkIn.note ?? "", note.marks)
    }.joined(separator: "\n")
  }

  private func mood(_ mood: Mood?) -> String {
    mood.map { " \($0.emoji)" } ?? ""
  }

  /// `text` with its marks (UTF-16 offsets) in bold.
  func marked(_ text: String, _ marks: [SearchMark]) -> String {
    let units = Array(text.utf16)
    var out = ""
    var at = 0
    for mark in marks where mark.start >= at && mark.end <= units.count {
      out += String(decoding: units[at..<mark.start], as: UTF16.self)
      out += style.bold(String(decoding: units[mark.start..<mark.end], as: UTF16.self)).text
      at = mark.end
    }
    return out + String(decoding: units[at...], as: UTF16.self)
  }
}
