import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `POST /goals/preview/edits`: the person's stage edits laid onto a previewed roadmap (before
/// the goal exists), by the engine's rule for an edited stage (`StageEdits`): its title and
/// rationale follow the new action, which makes it the person's own (a yes/no habit with tips
/// for any habit), and the chosen days are kept only where the plan's rules allow them
/// (`StageEdits.dayChoices`); a week whose days were not kept is named in `dropped`, with the
/// engine's reason in `notes`. Nothing is stored.
struct PreviewEditsInput: Decodable, Sendable {
  struct Edit: Decodable, Sendable {
    var week: Int
    var action: String?
    var criterion: Int?
  }
  var roadmap: RoadmapDTO
  var edits: [Edit]

  enum CodingKeys: String, CodingKey { case roadmap, edits }
  enum RoadmapKeys: String, CodingKey { case summary }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    // The stored form reads an old roadmap without a summary; one sent back has it as text.
    let raw = try container.nestedContainer(keyedBy: RoadmapKeys.self, forKey: .roadmap)
    if raw.contains(.summary), try raw.decodeNil(forKey: .summary) {
      throw DecodingError.dataCorruptedError(
        forKey: .summary, in: raw, debugDescription: "A roadmap's summary is text")
    }
    roadmap = try container.decode(RoadmapDTO.self, forKey: .roadmap)
    edits = try container.decode([Edit].self, forKey: .edits)
  }
}

enum PreviewEdits {
  static func applied(_ input: PreviewEditsInput) throws(APIError) -> PreviewEditsJSON {
    var roadmap = input.roadmap.roadmap
    // The roadmap must be one the planner could have made (a 422 on `roadmap` otherwise).
    _ = try RoadmapInputCheck.checked(roadmap, today: roadmap.createdDay)
    guard input.edits.count <= roadmap.stages.count else {
      throw .invalid("At most one edit per week", field: "edits")
    }
    var kept: [Int] = []
    var dropped: [Int] = []
    var notes: [PreviewEditsJSON.Note] = []
    for edit in input.edits {
      guard roadmap.stages.indices.contains(edit.week - 1) else {
        throw .invalid("This roadmap has no week \(edit.week)", field: "week")
      }
      if let action = edit.action {
        guard !TextRules.isBlank(action) else {
          throw .invalid("A stage needs an action", field: "action")
        }
        try GoalDraftInput.text(action, field: "action", limit: Limits.descriptionLength)
      }
      if let days = edit.criterion, !Criterion.plannerRange.contains(days) {
        throw .invalid("A criterion is 1 to 7 days of 7", field: "criterion")
      }
      let stage = roadmap.stages[edit.week - 1]
      var criterion = edit.criterion
      if let days = criterion, days != stage.criterion.days {
        let choices = StageEdits.dayChoices(week: edit.week, in: roadmap)
        if !choices.contains(days) {
          criterion = nil
          dropped.append(edit.week)
          notes.append(
            PreviewEditsJSON.Note(
              week: edit.week,
              text: "Week \(edit.week) keeps \(stage.criterion.text). "
                + StageEdits.daysText(choices)))
        }
      }
      roadmap.stages[edit.week - 1] = StageEdits.applied(
        to: stage, name: nil, action: edit.action, criterion: criterion)
      kept.append(edit.week)
    }
    if RoadmapWording.firstRuledOut(in: roadmap) != nil {
      throw .invalid("Let's keep the words kind", field: "action")
    }
    return PreviewEditsJSON(roadmap, kept: kept, dropped: dropped, notes: notes)
  }
}
