import Foundation
import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/categories`: list, create, rename and delete categories.
struct CategoriesController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>

  /// The fields a client sends; absent fields keep their value.
  struct Input: Decodable {
    var name: String?
    var color: String?
    /// Present (possibly null, which clears it) when the client set the icon.
    var icon: String??

    enum CodingKeys: String, CodingKey { case name, color, icon }

    init(from decoder: any Decoder) throws {
      let container = try decoder.container(keyedBy: CodingKeys.self)
      name = try container.decodeIfPresent(String.self, forKey: .name)
      color = try container.decodeIfPresent(String.self, forKey: .color)
      if container.contains(.icon) {
        icon = .some(try container.decodeIfPresent(String.self, forKey: .icon))
      }
    }
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: list)
      .post(use: create)
      .patch(":id", use: update)
      .delete(":id", use: delete)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> CategoryListJSON
  {
    let categories = try await repository.categories(for: context.user)
    let habits = try await repository.habits(for: context.user, filter: .all)
    return CategoryListJSON(
      categories.map { category in
        CategoryJSON(category, habitCount: habits.count { $0.categoryID == category.id })
      })
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<CategoryJSON>
  {
    var request = request
    let input = try await request.json(Input.self)
    let now = try await calendar.now(request, context)
    let existing = try await repository.categories(for: context.user)
    let category = Category(
      id: CategoryID(UUID().uuidString), name: input.name ?? "",
      color: input.color?.uppercased() ?? "#6366F1",
      icon: input.icon ?? nil,
      sortOrder: (existing.map(\.sortOrder).max() ?? -1) + 1)
    let created = try await repository.createCategory(
      category, for: context.user, today: now.planDay)
    return EditedResponse(status: .created, response: CategoryJSON(created, habitCount: 0))
  }

  @Sendable func update(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> CategoryJSON
  {
    var request = request
    let input = try await request.json(Input.self)
    let id = CategoryID(context.parameters.get("id") ?? "")
    // Applied to the category as stored inside the write: another edit saved meanwhile stays.
    let updated = try await repository.updateCategory(id, for: context.user) { category in
      if let name = input.name { category.name = name }
      if let color = input.color { category.color = color.uppercased() }
      if let icon = input.icon { category.icon = icon }
    }
    let habits = try await repository.habits(for: context.user, filter: .all)
    return CategoryJSON(updated, habitCount: habits.count { $0.categoryID == id })
  }

  @Sendable func delete(_ request: Request, context: AppRequestContext) async throws -> Response {
    try await repository.deleteCategory(
      CategoryID(context.parameters.get("id") ?? ""), for: context.user)
    return Response(status: .noContent)
  }
}
