import Foundation
import Hummingbird
import RippleCore
import RippleIcons
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/habits`: list, create, read, change, archive, delete and reorder habits.
struct HabitsController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  /// The list and each habit, as last answered for the user's change sequence and settings.
  let answers = ReadCache()

  struct Order: Decodable {
    var ids: [String]
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: list)
      .post(use: create)
      .put("order", use: reorder)
      .get(":id", use: show)
      .patch(":id", use: update)
      .delete(":id", use: delete)
      .post(":id/archive", use: archive)
      .post(":id/unarchive", use: unarchive)
  }

  @Sendable func list(_ request: Request, context: AppRequestContext) async throws -> Response {
    let status = try request.choice(
      "status", allowed: HabitFilter.allCases.map(\.rawValue), default: "active")
    let state = try await calendar.arrivalState(context)
    return try await answers.response(for: key(request, context, state)) {
      let habits = try await repository.habits(
        for: context.user, filter: HabitFilter(rawValue: status)!)
      return try HabitListJSON(habits, firstWeekday: state.settings.firstWeekday)
        .response(from: request, context: context)
    }
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<HabitJSON>
  {
    var request = request
    let input = try await request.json(HabitInput.self)
    let now = try await calendar.now(request, context)
    let id = try HabitsController.habitID(input.id)
    let millis = calendar.clock.nowMillis()
    var habit = Habit(
      id: id, name: "", color: "", createdDay: now.today, createdAt: millis, updatedAt: millis)
    habit = input.applied(to: habit)
    try await checkUploadedIcon(habit.icon, before: nil, context.user)
    let created = try await categoryChecked {
      try await repository.createHabit(habit, for: context.user, today: now.planDay)
    }
    return EditedResponse(
      status: .created, response: HabitJSON(created, firstWeekday: now.settings.firstWeekday))
  }

  @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> Response {
    let state = try await calendar.arrivalState(context)
    return try await answers.response(for: key(request, context, state)) {
      let habit = try await repository.habit(HabitsController.id(context), for: context.user)
      return try HabitJSON(habit, firstWeekday: state.settings.firstWeekday)
        .response(from: request, context: context)
    }
  }

  /// A cached answer's key: neither the list nor a habit depends on the time of day.
  private func key(
    _ request: Request, _ context: AppRequestContext, _ state: UserState
  ) -> ReadCache.Key {
    ReadCache.Key(
      user: context.user, change: state.change, settings: state.settings, moment: nil,
      target: request.uri.description)
  }

  @Sendable func update(_ request: Request, context: AppRequestContext) async throws -> HabitJSON {
    var request = request
    let input = try await request.json(HabitInput.self)
    let now = try await calendar.now(request, context)
    let id = HabitsController.id(context)
    let stored = try await repository.habit(id, for: context.user)
    try await checkUploadedIcon(input.applied(to: stored).icon, before: stored.icon, context.user)
    // Applied to the habit as stored inside the write: another edit saved meanwhile stays.
    let stamp = calendar.clock.nowMillis()
    let updated = try await categoryChecked {
      try await repository.updateHabit(id, for: context.user, today: now.planDay) { habit in
        habit = input.applied(to: habit)
        habit.updatedAt = stamp
      }
    }
    return HabitJSON(updated, firstWeekday: now.settings.firstWeekday)
  }

  /// An icon naming an uploaded image (`img:` and a digest) must name one of the user's: 422 on
  /// `icon` otherwise (the plan's say on images is the store's, `HabitRules.checkIcon`).
  private func checkUploadedIcon(_ icon: String, before: String?, _ user: UserID) async throws {
    guard icon != before, icon.hasPrefix(TierLimits.uploadedIconPrefix) else { return }
    let digest = IconImage.digest(inIcon: icon)
    guard let icons = repository as? any IconRepository, let digest,
      try await icons.icon(digest, for: user) != nil
    else {
      throw APIError.invalid(
        "'icon' names no image of yours: upload it first (POST /api/v1/icons)", field: "icon")
    }
  }

  @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
    try await repository.deleteHabit(HabitsController.id(context), for: context.user)
    return Response(status: .noContent)
  }

  @Sendable func archive(_ request: Request, context: AppRequestContext) async throws -> HabitJSON {
    try await setArchived(true, request, context)
  }

  @Sendable func unarchive(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> HabitJSON
  {
    try await setArchived(false, request, context)
  }

  private func setArchived(
    _ archived: Bool, _ request: Request, _ context: AppRequestContext
  )
    async throws -> HabitJSON
  {
    let now = try await calendar.now(request, context)
    let habit = try await repository.setArchived(
      HabitsController.id(context), archived: archived, for: context.user, today: now.planDay,
      now: calendar.clock.nowMillis())
    return HabitJSON(habit, firstWeekday: now.settings.firstWeekday)
  }

  @Sendable func reorder(_ request: Request, context: AppRequestContext) async throws -> Response {
    var request = request
    let order = try await request.json(Order.self)
    try await repository.reorderHabits(order.ids.map(HabitID.init), for: context.user)
    return Response(status: .noContent)
  }

  /// Runs a write, answering an unknown `categoryId` in the body as a 422 on that field.
  private func categoryChecked(_ write: () async throws -> Habit) async throws -> Habit {
    do {
      return try await write()
    } catch StoreError.categoryNotFound {
      throw APIError.invalid("That category does not exist; pick another", field: "categoryId")
    }
  }

  /// The `{id}` path parameter; an unknown id is the store's 404.
  static func id(_ context: AppRequestContext) -> HabitID {
    HabitID(context.parameters.get("id") ?? "")
  }

  /// A client's id for a new habit, or a fresh UUID.
  static func habitID(_ text: String?) throws(APIError) -> HabitID {
    guard let text else { return HabitID(UUID().uuidString) }
    let allowed = text.unicodeScalars.allSatisfy {
      ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0) || $0 == "-"
    }
    guard (1...64).contains(text.count), allowed else {
      throw .badRequest("'id' must be 1–64 letters, digits or dashes (a UUID)", field: "id")
    }
    guard text != "order" else {
      throw .badRequest("'order' is a reserved word and cannot be a habit id", field: "id")
    }
    return HabitID(text)
  }
}
