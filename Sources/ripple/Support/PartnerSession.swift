import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// What the `partners` and `shared` commands share: the account acting, found by its e-mail,
/// and the one `Partnering` the API uses too, on the system clock (or `--now`/`RIPPLE_NOW`).
struct PartnerSession {
  let partnering: Partnering

  init(_ options: PartnerAccountOptions) async throws {
    let accounts = try await AccountsAdmin(options.store)
    let found = try await accounts.account(options.email)
    partnering = Partnering(
      store: accounts.store, clock: try options.now.serverClock(), user: found.id,
      email: found.email)
  }

  /// The partnership `text` names: its id, or the partner's e-mail (any case).
  func partner(_ text: String) async throws -> PartnerJSON {
    let partners = try await partnering.list().partners
    let wanted = text.lowercased()
    guard let found = partners.first(where: { $0.id == text || $0.name == wanted }) else {
      throw CommandError.notFound("No partner \(text): 'ripple partners' lists them")
    }
    return found
  }

  /// The invitation `text` names, received: its id, or the inviter's e-mail.
  func receivedInvite(_ text: String) async throws -> PartnerInviteJSON {
    let invites = try await partnering.list().invites.filter { $0.direction == "received" }
    let wanted = text.lowercased()
    guard let found = invites.first(where: { $0.id == text || $0.email == wanted }) else {
      throw CommandError.notFound("No invitation from \(text): 'ripple partners' lists them")
    }
    return found
  }

  /// The acting account's habit `query` names (see `HabitLookup`).
  func habit(_ query: String) async throws -> Habit {
    try HabitLookup.find(
      query, in: try await partnering.store.habits(for: partnering.user, filter: .all),
      scope: .all)
  }
}
