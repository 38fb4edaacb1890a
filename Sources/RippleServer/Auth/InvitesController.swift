import Hummingbird
import RippleCore
import RippleStore
import RippleWire

/// `POST /api/v1/invites`: an admin makes an invite code (shown once, good for one account
/// for 7 days).
struct InvitesController: Sendable {
  let accounts: AccountsService?

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post(use: create)
  }

  @Sendable func create(
    _ request: Request, context: AppRequestContext
  ) async throws
    -> EditedResponse<InviteJSON>
  {
    let accounts = try AccountsService.required(accounts)
    guard try await accounts.store.account(context.user)?.isAdmin == true else {
      throw APIError(.forbidden, code: .adminOnly, message: "Only an admin can make invites")
    }
    let (code, expiresAt) = try await accounts.admin.createInvite(by: context.user)
    return EditedResponse(
      status: .created, headers: [.cacheControl: "no-store"],
      response: InviteJSON(code: code, expiresAt: expiresAt))
  }
}
