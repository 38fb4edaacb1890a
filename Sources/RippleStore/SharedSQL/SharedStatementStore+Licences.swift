import RippleCore

extension SharedStatementStore {
  public func licences(for user: UserID) async throws -> [String] {
    try await all(LicenceStatements.licences(of: user))
  }
}
