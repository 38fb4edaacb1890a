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
      var goal = stored
      goal.state = stored.state.reworded { swap($0) }
      goal.updatedAt = millis
      do throws(APIError) {
        for roadmap in goal.state.roadmaps {
          try RoadmapInputCheck.checkWords(roadmap, today: now.today, field: "words")
        }
      } catch {
        // Inside the store's write, a refusal is the store's (a 422 on its field).
        throw StoreError.invalid(field: error.field ?? "words", message: error.message)
      }
      var renamed = habit
      renamed.name = swap(habit.name)
      renamed.description = swap(habit.description)
      if renamed != habit { renamed.updatedAt = millis }
      return GoalWords(
        goal: goal, habit: renamed,
        reflections: reflections.map { reflection in
          var reworded = reflection
          reworded.worked = swap(reflection.worked)
          reworded.hard = swap(reflection.hard)
          return reworded
        })
    }
    return GoalJSON(saved, state: saved.state, firstWeekday: now.settings.firstWeekday)
  }
}
