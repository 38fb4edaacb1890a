import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/settings`: the user's preferences.
struct SettingsController<Repository: RippleRepository>: Sendable {
  let repository: Repository

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: show)
      .patch(use: update)
  }

  @Sendable func show(_ request: Request, context: AppRequestContext) async throws -> SettingsDTO {
    SettingsDTO(try await repository.settings(for: context.user))
  }

  @Sendable func update(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> SettingsDTO
  {
    var request = request
    let input = try await request.json(SettingsPatch.self)
    return SettingsDTO(try await repository.updateSettings(for: context.user, try input.change()))
  }
}

extension SettingsDTO: ResponseEncodable {}
extension HabitJSON: ResponseEncodable {}
extension CategoryJSON: ResponseEncodable {}
