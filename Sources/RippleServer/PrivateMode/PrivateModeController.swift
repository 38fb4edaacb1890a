import Hummingbird
import RippleCore
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1/private`: whether the account is in private mode, and its keyring, which the server
/// keeps for the account's devices and cannot open (`PrivateKeyringRules` checks its shape).
/// Turning private mode on needs accounts mode: it protects what an account keeps on a shared
/// server. Changing the keyring takes the signed-in person: an access token of any scope is
/// refused, so a token copied into a script cannot lock the account's other devices out.
struct PrivateModeController: Sendable {
  let store: any PrivateModeRepository & PartnerRepository & AccountRepository
  let clock: ServerClock
  /// Whether the server runs with accounts (`ripple serve --accounts`).
  let accountsMode: Bool
  /// The most an account may keep sealed.
  let itemLimit: PrivateItemLimit

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.get(use: status)
    group.put("keyring", use: save)
      .delete("keyring", use: remove)
      .get("items", use: items)
      .put("items", use: writeItems)
  }

  @Sendable func status(
    _ request: Request, context: AppRequestContext
  ) async throws -> PrivateModeJSON {
    // Local mode's one user may share its id with the first account: private mode is off here.
    guard accountsMode else { return .off }
    return PrivateModeJSON(try await store.privateKeyring(of: context.user))
  }

  /// Creates the keyring, or replaces it (a passphrase changed); answers as `status` does.
  @Sendable func save(
    _ request: Request, context: AppRequestContext
  ) async throws -> PrivateModeJSON {
    try checkSignedIn(context)
    var request = request
    let input = try await request.json(PrivateKeyringInput.self)
    let keyring = try PrivateKeyringRules.checked(
      version: input.version, iterations: input.iterations, salt: input.salt,
      wrappedByPassphrase: input.wrappedByPassphrase, wrappedByRecovery: input.wrappedByRecovery,
      now: clock.nowMillis())
    if try await store.privateKeyring(of: context.user) == nil {
      try await PrivateModeAndPartners.checkTurningOn(
        context.user, email: try await store.account(context.user)?.email, store: store,
        now: clock.nowMillis())
    }
    try await store.savePrivateKeyring(keyring, for: context.user)
    return PrivateModeJSON(keyring)
  }

  /// Turns private mode off; 204 also when it was off.
  @Sendable func remove(
    _ request: Request, context: AppRequestContext
  ) async throws -> HTTPResponse.Status {
    try checkSignedIn(context)
    _ = try await store.removePrivateKeyring(for: context.user)
    return .noContent
  }

  /// The sealed items saved after `?since=` (milliseconds since 1970; every one without it),
  /// oldest first: a device reads them all once, then those its last read did not see.
  @Sendable func items(
    _ request: Request, context: AppRequestContext
  ) async throws -> PrivateItemsJSON {
    var since: Int64?
    if let text = request.uri.queryParameters.get("since") {
      guard let value = Int64(text), value >= 0 else {
        throw APIError.badRequest(
          "'since' must be milliseconds since 1970 (0 or more)", field: "since")
      }
      since = value
    }
    guard accountsMode else { return PrivateItemsJSON(items: []) }
    return PrivateItemsJSON(try await store.privateItems(of: context.user, since: since))
  }

  /// Saves sealed items (each replacing the one of its kind and id) and removes those sent with
  /// `"sealed": null`, in one write; answers those saved. Private mode must be on.
  @Sendable func writeItems(
    _ request: Request, context: AppRequestContext
  ) async throws -> PrivateItemsJSON {
    guard accountsMode else { throw Self.needsAccounts }
    var request = request
    let input = try await request.json(PrivateItemsInput.self, limit: Self.itemsBodyLimit)
    let (saves, removals) = try PrivateItemRules.checked(input.items, now: clock.nowMillis())
    guard try await store.privateKeyring(of: context.user) != nil else {
      throw APIError(
        .conflict, code: .privateModeOff,
        message: "Private mode is off for this account: turn it on before sealing anything.")
    }
    guard itemLimit.admits(saves, beside: try await store.privateItemTotals(of: context.user))
    else {
      throw APIError(
        .conflict, code: .privateItemsLimit,
        message:
          "This account keeps the most sealed items it may (\(itemLimit.items) items, "
          + "\(itemLimit.bytes >> 20) MB): remove some first.")
    }
    try await store.writePrivateItems(saves, removing: removals, for: context.user)
    return PrivateItemsJSON(saves)
  }

  /// A write of `PrivateItemRules.batch` items of the largest kind, with room for its JSON.
  static let itemsBodyLimit = 4 << 20

  /// Accounts mode, and the signed-in person rather than an access token.
  private func checkSignedIn(_ context: AppRequestContext) throws {
    guard accountsMode else { throw Self.needsAccounts }
    if case .accessToken = context.authentication {
      throw APIError(
        .forbidden, code: .insufficientScope,
        message: "Private mode is managed signed in to Ripple, not with an access token")
    }
  }

  static let needsAccounts = APIError(
    .conflict, code: .privateModeNeedsAccounts,
    message:
      "Private mode needs accounts mode: it protects what an account keeps on a shared server."
  )
}

/// `PUT /api/v1/private/items`: `{"items": [{"kind", "id", "sealed"}]}`, each checked by
/// `PrivateItemRules`.
struct PrivateItemsInput: Decodable {
  var items: [PrivateItemRules.Input]?
}

/// `PUT /api/v1/private/keyring`: every member is checked by `PrivateKeyringRules`, which names
/// the one missing.
struct PrivateKeyringInput: Decodable {
  var version: Int?
  var iterations: Int?
  var salt: String?
  var wrappedByPassphrase: String?
  var wrappedByRecovery: String?
}

extension PrivateModeJSON: ResponseEncodable {}
extension PrivateItemsJSON: ResponseEncodable {}
