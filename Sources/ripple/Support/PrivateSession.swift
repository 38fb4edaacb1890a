import RippleCore
import RippleStore

/// The account a `private` command is about, its store and settings.
struct PrivateSession {
  let store: any RippleStoreBackend
  let user: UserID
  let email: String
  let settings: Settings

  init(_ options: PartnerAccountOptions) async throws {
    let accounts = try await AccountsAdmin(options.store)
    let found = try await accounts.account(options.email)
    store = accounts.store
    user = found.id
    email = found.email
    settings = try await store.settings(for: user)
  }
}
