import Hummingbird
import RippleCore
import RippleStore

/// `?category=ID` on a read of many habits (the history matrix, statistics, insights): only
/// that category's habits, or with `none` the habits in no category. An unknown category is a
/// 404, as it is on the category's own routes.
enum CategoryScope: Sendable {
  case every
  case uncategorised
  case category(CategoryID)

  static func of<Repository: RippleRepository>(
    _ request: Request, _ repository: Repository, user: UserID
  ) async throws -> CategoryScope {
    guard let text = request.uri.queryParameters.get("category"), !text.isEmpty else {
      return .every
    }
    if text == "none" { return .uncategorised }
    let id = CategoryID(text)
    guard try await repository.categories(for: user).contains(where: { $0.id == id }) else {
      throw APIError.notFound("No category with id \(text)")
    }
    return .category(id)
  }

  func keeps(_ habit: Habit) -> Bool {
    switch self {
    case .every: true
    case .uncategorised: habit.categoryID == nil
    case .category(let id): habit.categoryID == id
    }
  }

  func kept(_ logs: [HabitLog]) -> [HabitLog] {
    guard case .every = self else { return logs.filter { keeps($0.habit) } }
    return logs
  }
}
