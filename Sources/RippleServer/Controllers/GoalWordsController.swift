import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `PUT /api/v1/goals/{id}/words`: swaps words throughout a goal (its text and answers, every
/// roadmap's wording, the linked habit's name and description, its reflections) in one write.
/// Private mode's sweep sends its tokens in place of a goal's words when it is turned on, and the
/// words back when it is turned off; the goal's plan and progress do not change.
struct GoalWordsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.put(":id/words", use: swap)
  }

  @Sendable func swap(_ request: Request, context: AppRequestContext) async throws -> GoalJSON {
    var request = request
    let input = try await request.json(GoalWordsInput.self, limit: 1024 * 1024)
    let swap = WordSwap(try input.checked())
    let now = try await calendar.now(request, context)
    let millis = calendar.clock.nowMillis()
    let saved = try await repository.rewordGoal(
      GoalsController<Repository>.id(context), for: context.user, today: now.planDay
    ) { stored, habit, reflections in
      let words = swap.swapped(stored, habit: habit, reflections: reflections, at: millis)
      do throws(APIError) {
        for roadmap in words.goal.state.roadmaps {
          try RoadmapInputCheck.checkWords(roadmap, today: now.today, field: "words")
        }
      } catch {
        // Inside the store's write, a refusal is the store's (a 422 on its field).
        throw StoreError.invalid(field: error.field ?? "words", message: error.message)
      }
      return words
    }
    return GoalJSON(saved, state: saved.state, firstWeekday: now.settings.firstWeekday)
  }
}
