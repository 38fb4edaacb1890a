import Foundation
import JWTKit
import RippleCore
import RippleStore

/// Signs and verifies JWT access tokens (HS256) with the keys the database holds; makes the
/// first key when there is none. Keys are read again at most once a minute, so a rotation made
/// by `ripple users` reaches a running server soon.
public actor AccessTokenSigner {
  public let store: any AccountRepository
  public let clock: ServerClock
  private var keys: JWTKeyCollection?
  private var newestKey: String?
  private var loadedAt: Int64 = 0

  public init(store: any AccountRepository, clock: ServerClock) {
    self.store = store
    self.clock = clock
  }

  public func sign(for user: UserID) async throws -> String {
    let (keys, kid) = try await current()
    let now = clock.nowMillis()
    let claims = AccessTokenClaims(
      sub: .init(value: user.rawValue),
      exp: .init(value: Self.date(now + AccountsConfiguration.accessTokenLifetime)),
      iat: .init(value: Self.date(now)), iatMillis: now)
    return try await keys.sign(claims, kid: JWKIdentifier(string: kid))
  }

  /// The user of a valid, unexpired token and when it was issued (milliseconds); nil otherwise.
  public func verify(_ token: String) async -> (user: UserID, issuedAt: Int64)? {
    guard let keys = try? await current().0,
      let claims = try? await keys.verify(token, as: AccessTokenClaims.self),
      (try? claims.exp.verifyNotExpired(currentDate: Self.date(clock.nowMillis()))) != nil
    else { return nil }
    return (UserID(claims.sub.value), claims.issuedAtMillis)
  }

  /// Makes a new key and retires the others: tokens they signed stop working.
  public func rotate() async throws {
    try await store.rotateSigningKey(to: Self.newKey(now: clock.nowMillis()))
    keys = nil
  }

  private func current() async throws -> (JWTKeyCollection, String) {
    let now = clock.nowMillis()
    if let keys, let newestKey, now - loadedAt < 60_000, now >= loadedAt {
      return (keys, newestKey)
    }
    var stored = try await store.signingKeys()
    if stored.isEmpty {
      try await store.rotateSigningKey(to: Self.newKey(now: now))
      stored = try await store.signingKeys()
    }
    let collection = JWTKeyCollection()
    for key in stored {
      await collection.add(
        hmac: HMACKey(from: key.secret), digestAlgorithm: .sha256,
        kid: JWKIdentifier(string: key.id))
    }
    keys = collection
    newestKey = stored[0].id
    loadedAt = now
    return (collection, stored[0].id)
  }

  public static func newKey(now: Int64) -> SigningKey {
    var generator = SystemRandomNumberGenerator()
    let secret = (0..<32).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    return SigningKey(id: UUID().uuidString.lowercased(), secret: secret, createdAt: now)
  }

  public static func date(_ millis: Int64) -> Date {
    Date(timeIntervalSince1970: Double(millis) / 1000)
  }
}
