import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/licence`: the only way to change a plan outside development. A licence is
/// verified offline against the trusted keys, kept for the user, and the plan all their
/// licences give is stored. `POST /restore` verifies the stored licences again ("Restore
/// Purchase").
struct LicenceController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let options: PlanOptions

  struct Body: Decodable {
    var licence: String
  }

  var ledger: LicenceLedger {
    LicenceLedger(repository: repository, keys: options.trustedKeys)
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: show)
      .post(use: apply)
    group.post("restore", use: restore)
  }

  @Sendable func show(
    _ request: Request, context: AppRequestContext
  ) async throws -> LicenceStatusJSON {
    let licences = try await ledger.verified(for: context.user).map(\.claims)
    return try await status(licences, request, context)
  }

  @Sendable func apply(
    _ request: Request, context: AppRequestContext
  ) async throws -> LicenceStatusJSON {
    var request = request
    let body = try await request.json(Body.self)
    guard body.licence.utf8.count <= 4096 else {
      throw APIError.invalid("The licence is longer than any Ripple licence", field: "licence")
    }
    let licences: [LicenceClaims]
    do {
      licences = try await ledger.apply(
        body.licence, for: context.user, now: calendar.clock.nowMillis())
    } catch {
      switch error {
      case .invalid(let error):
        throw APIError(
          .unprocessableContent, code: .licenceInvalid, message: error.message,
          field: "licence")
      case .store(let error): throw error
      }
    }
    return try await status(licences, request, context)
  }

  @Sendable func restore(
    _ request: Request, context: AppRequestContext
  ) async throws -> LicenceStatusJSON {
    let licences = try await ledger.restore(for: context.user, now: calendar.clock.nowMillis())
    guard !licences.isEmpty else {
      throw APIError(.notFound, code: .noPurchase, message: "No previous purchase found")
    }
    return try await status(licences, request, context)
  }

  private func status(
    _ licences: [LicenceClaims], _ request: Request, _ context: AppRequestContext
  ) async throws -> LicenceStatusJSON {
    let now = try await calendar.now(request, context)
    return LicenceStatusJSON(
      tier: now.settings.tier, licences: licences, today: now.planDay, options: options)
  }
}
