import Crypto
import RippleCore
import RippleStore

/// A user's licences in the store, verified against the trusted keys: what the API and
/// `ripple licence` share.
public struct LicenceLedger: Sendable {
  public typealias Entry = (text: String, claims: LicenceClaims)

  public let repository: any RippleRepository
  public let keys: [Curve25519.Signing.PublicKey]

  public init(repository: any RippleRepository, keys: [Curve25519.Signing.PublicKey]) {
    self.repository = repository
    self.keys = keys
  }

  /// The stored licences that still verify (an operator may have removed a key since).
  public func verified(for user: UserID) async throws -> [Entry] {
    try await repository.licences(for: user).compactMap { text in
      (try? LicenceText.verify(text, keys: keys)).map { (text, $0) }
    }
  }

  /// Verifies `text`, keeps it and stores the plan all the user's licences give.
  public func apply(
    _ text: String, for user: UserID, now: Int64
  ) async throws(LicenceFailure)
    -> [LicenceClaims]
  {
    let claims: LicenceClaims
    do {
      claims = try LicenceText.verify(text, keys: keys)
    } catch {
      throw .invalid(error)
    }
    do {
      return try await save(
        try await verified(for: user) + [(LicenceText.normalised(text), claims)], for: user,
        now: now)
    } catch {
      throw .store(error)
    }
  }

  /// Verifies the stored licences again and stores the plan they give; empty when there are none.
  public func restore(for user: UserID, now: Int64) async throws -> [LicenceClaims] {
    let stored = try await verified(for: user)
    guard !stored.isEmpty else { return [] }
    return try await save(stored, for: user, now: now)
  }

  private func save(
    _ entries: [Entry], for user: UserID, now: Int64
  ) async throws
    -> [LicenceClaims]
  {
    var unique: [LicenceClaims] = []
    for entry in entries where !unique.contains(entry.claims) { unique.append(entry.claims) }
    let tier = Membership(licences: unique).tier
    for entry in entries {
      _ = try await repository.addLicence(entry.text, giving: tier, for: user, now: now)
    }
    return unique
  }
}

/// Why applying a licence failed: the licence itself, or the store.
public enum LicenceFailure: Error {
  case invalid(LicenceError)
  case store(any Error)
}
