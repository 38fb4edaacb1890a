import Hummingbird
import RippleCore
import RippleServices
import RippleStore

/// `POST /goals/{id}/moves`: `{"move", "revision", "simplification", "pauseMode",
/// "resumeDay"}`; `revision` is the goal's revision the person saw when choosing.
struct GoalMoveInput: Decodable, Sendable {
  var move: String
  var revision: Int64
  var simplification: String?
  var pauseMode: String?
  var resumeDay: String?

  /// Every move: the end-of-week options (`MoveOption`) and the rest.
  static let moves =
    MoveOption.allCases.map(\.rawValue) + [
      "pause", "resume", "complete", "abandon", "return_to_original",
    ]

  /// The engine's move made on `state`; 422 naming the field otherwise (409 when `state`
  /// allows no recalibration).
  func coachMove(
    today: Day, state: CoachState, firstWeekday: Weekday
  ) throws(APIError)
    -> CoachMove
  {
    switch move {
    case MoveOption.advance.rawValue: return .advance
    // "repeat" is the older spelling of repeat_stage.
    case MoveOption.repeatStage.rawValue, "repeat": return .repeatStage
    case MoveOption.carryOn.rawValue: return .carryOn
    case MoveOption.simplify.rawValue:
      guard let kind = Simplification(rawValue: simplification ?? "smaller_action") else {
        throw .invalid(
          "A simplification is smaller_action or fewer_days", field: "simplification")
      }
      return .simplify(kind)
    case MoveOption.extend.rawValue: return .extend
    case MoveOption.recalibrate.rawValue:
      do {
        return .acceptRecalibration(
          try Recalibration.preview(of: state, today: today, firstWeekday: firstWeekday))
      } catch {
        throw error.apiError
      }
    case "pause":
      switch pauseMode ?? "maintenance" {
      case "maintenance": return .pause(.maintenance)
      case "vacation":
        guard let text = resumeDay, let day = try? Day(parsing: text), day > today,
          today.distance(to: day) <= 366
        else {
          throw .invalid(
            "A vacation needs a resume day after today, within a year", field: "resumeDay")
        }
        return .pause(.vacation(resume: day))
      default:
        throw .invalid("A pause mode is maintenance or vacation", field: "pauseMode")
      }
    case "resume": return .resume
    case "complete": return .complete
    case "abandon": return .abandon
    case "return_to_original": return .returnToOriginal
    default:
      throw .invalid("A move is one of \(Self.moves.joined(separator: ", "))", field: "move")
    }
  }
}

/// `POST /goals/{id}/recalibration`: `{"basedOnVersion"}` of the preview being accepted.
struct RecalibrationInput: Decodable, Sendable {
  var basedOnVersion: Int
}

/// `POST /goals/{id}/reflections`: `{"worked", "hard", "stage"}` (the current stage when no
/// stage is given).
struct ReflectionInput: Decodable, Sendable {
  var worked: String
  var hard: String
  var stage: Int?
}

/// `PATCH /goals/{id}/stages/{week}`: `{"name", "action", "criterion", "week"}`; absent fields
/// keep their value; `week` moves the stage within its phase.
struct StageEditInput: Decodable, Sendable {
  var name: String?
  var action: String?
  var criterion: Int?
  var week: Int?

  enum CodingKeys: String, CodingKey { case name, action, criterion, week }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    name = try container.decodeNonNullIfPresent(String.self, forKey: .name)
    action = try container.decodeNonNullIfPresent(String.self, forKey: .action)
    criterion = try container.decodeNonNullIfPresent(Int.self, forKey: .criterion)
    week = try container.decodeNonNullIfPresent(Int.self, forKey: .week)
  }
}

extension CoachError {
  /// The API's answer to a move the goal's state does not allow: 409.
  public var apiError: APIError { APIError(coachRule: rule) }
}
