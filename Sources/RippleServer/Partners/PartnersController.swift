import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/partners` (invite, accept, share, end) and `/api/v1/shared` (what partners share
/// with you): every use case is `Partnering`'s; this reads the request and answers. Accounts
/// mode only. Managing partnerships takes the signed-in person: no access token may, whatever
/// its scope, so a token copied into a script cannot open your habits to someone.
struct PartnersController: Sendable {
  let store: any Partnering.Store
  let clock: ServerClock

  func addRoutes(partners: RouterGroup<AppRequestContext>, shared: RouterGroup<AppRequestContext>) {
    partners.get(use: list)
    partners.post("invites", use: invite)
    partners.post("invites/:inviteId/accept", use: accept)
    partners.post("invites/:inviteId/decline", use: decline)
    partners.delete("invites/:inviteId", use: withdraw)
    partners.post("join", use: join)
    partners.delete(":partnerId", use: end)
    partners.put(":partnerId/shares/:id", use: share)
    partners.delete(":partnerId/shares/:id", use: unshare)
    shared.get(use: sharedList)
    shared.get(":partnerId/habits/:id", use: sharedHabit)
  }

  @Sendable func list(
    _ request: Request, context: AppRequestContext
  ) async throws -> PartnerListJSON {
    try await acting(context).list()
  }

  @Sendable func invite(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<PartnerInviteCreatedJSON> {
    let partnering = try await managing(context)
    var request = request
    let input = try await request.json(PartnerInviteInput.self)
    let created: PartnerInviteCreatedJSON
    switch (input.email, input.link) {
    case (let email?, nil), (let email?, false?):
      created = try await partnering.invite(email: email)
    case (nil, true?): created = try await partnering.inviteByLink()
    case (_?, true?):
      throw APIError.invalid("Send 'email' or 'link', not both", field: "link")
    case (nil, _):
      throw APIError.invalid("'email' is required (or 'link': true for a link)", field: "email")
    }
    return EditedResponse(
      status: .created, headers: [.cacheControl: "no-store"], response: created)
  }

  @Sendable func accept(
    _ request: Request, context: AppRequestContext
  ) async throws -> PartnerJSON {
    try await managing(context).accept(invite: Self.parameter("inviteId", context))
  }

  @Sendable func decline(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    try await managing(context).decline(invite: Self.parameter("inviteId", context))
    return .noContent
  }

  @Sendable func withdraw(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    try await managing(context).withdraw(invite: Self.parameter("inviteId", context))
    return .noContent
  }

  @Sendable func join(
    _ request: Request, context: AppRequestContext
  ) async throws -> PartnerJSON {
    let partnering = try await managing(context)
    var request = request
    let input = try await request.json(PartnerJoinInput.self)
    guard let token = input.token else {
      throw APIError.invalid("'token' is required", field: "token")
    }
    return try await partnering.join(token: token)
  }

  @Sendable func end(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    try await managing(context).end(partnership: Self.parameter("partnerId", context))
    return .noContent
  }

  @Sendable func share(
    _ request: Request, context: AppRequestContext
  ) async throws -> PartnerShareJSON {
    let partnering = try await managing(context)
    var request = request
    let input = try await request.json(PartnerShareInput.self)
    var until: Day?
    if let text = input.until {
      do { until = try Day(parsing: text) } catch {
        throw APIError.invalid(error.message, field: "until")
      }
    }
    return try await partnering.share(
      HabitID(Self.parameter("id", context)),
      with: Self.parameter("partnerId", context), displayName: input.displayName, until: until,
      includePast: input.includePast ?? false)
  }

  @Sendable func unshare(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    try await managing(context).unshare(
      HabitID(Self.parameter("id", context)),
      with: Self.parameter("partnerId", context))
    return .noContent
  }

  @Sendable func sharedList(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<SharedListJSON> {
    EditedResponse(
      headers: [.cacheControl: "no-store"], response: try await acting(context).shared())
  }

  @Sendable func sharedHabit(
    _ request: Request, context: AppRequestContext
  ) async throws -> EditedResponse<SharedHabitJSON> {
    let habit = try await acting(context).shared(
      HabitID(Self.parameter("id", context)),
      from: Self.parameter("partnerId", context))
    return EditedResponse(headers: [.cacheControl: "no-store"], response: habit)
  }

  private func acting(_ context: AppRequestContext) async throws -> Partnering {
    try await Partnering.acting(as: context.user, store: store, clock: clock)
  }

  /// The signed-in person, acting: an access token of any scope is refused.
  private func managing(_ context: AppRequestContext) async throws -> Partnering {
    if case .accessToken = context.authentication {
      throw APIError(
        .forbidden, code: .insufficientScope,
        message: "Partners are managed signed in to Ripple, not with an access token")
    }
    return try await acting(context)
  }

  static func parameter(_ name: String, _ context: AppRequestContext) -> String {
    context.parameters.get(name) ?? ""
  }
}

/// `POST /api/v1/partners/invites`: an address, or `"link": true`.
struct PartnerInviteInput: Decodable {
  var email: String?
  var link: Bool?
}

/// `POST /api/v1/partners/join`.
struct PartnerJoinInput: Decodable {
  var token: String?
}

/// `PUT /api/v1/partners/{id}/shares/{habitId}`.
struct PartnerShareInput: Decodable {
  var displayName: String?
  var until: String?
  var includePast: Bool?
}

extension PartnerListJSON: ResponseEncodable {}
extension PartnerJSON: ResponseEncodable {}
extension PartnerShareJSON: ResponseEncodable {}
extension PartnerInviteCreatedJSON: ResponseEncodable {}
extension SharedListJSON: ResponseEncodable {}
extension SharedHabitJSON: ResponseEncodable {}
