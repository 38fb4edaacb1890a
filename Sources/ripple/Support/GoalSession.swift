import Foundation
import RippleCore
import RippleServices
import RippleStore

/// A command's session with the coach: the goal service over the store, and the goal chosen.
struct GoalSession {
  let session: Session
  let service: GoalService

  init(_ session: Session, planner: CoachPlanner = CoachPlanner()) {
    self.session = session
    let millis = session.nowMillis
    service = GoalService(
      repository: session.store, planner: planner, clock: ServerClock { millis })
  }

  /// The goal `id` names, or the only one in progress (the latest when there are several).
  func goal(_ id: String?) async throws -> (GoalRecord, CoachState) {
    if let id { return try await current(id) }
    let goals = try await session.store.goals(for: session.user)
    let open = goals.filter(\.isOpen)
    guard let record = open.last ?? goals.last else {
      throw CommandError.notFound("No goal yet: start one with 'ripple goal new'")
    }
    return try await current(record.id.rawValue)
  }

  /// The goal as of the session's today (a vacation due to end has ended).
  private func current(_ id: String) async throws -> (GoalRecord, CoachState) {
    try await service.current(
      id, user: session.user, today: session.today, firstWeekday: session.settings.firstWeekday)
  }

  /// `text` to print: in private mode with the coach's tokens swapped for their words.
  func shown(_ text: String) -> String {
    session.words?.shown(text) ?? text
  }

  /// `state` to print: in private mode with the coach's tokens swapped for their words.
  func shown(_ state: CoachState) -> CoachState {
    session.words?.shown(state) ?? state
  }

  /// Makes `move` on the chosen goal and prints what the coach says.
  func move(_ move: CoachMove, goal id: String?, style: TerminalStyle) async throws {
    let (record, _) = try await goal(id)
    do {
      let (_, update) = try await service.apply(
        move, to: record.id.rawValue, user: session.user, today: session.today,
        firstWeekday: session.settings.firstWeekday, revision: record.revision)
      Console.out(shown(RoadmapText(style: style).moved(update)))
    } catch let error as CoachRule {
      throw CommandError.invalid(error.message)
    }
  }
}
