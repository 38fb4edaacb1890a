import Foundation
import HummingbirdBcrypt
import Synchronization

/// bcrypt, run off the request threads (a cost-12 hash takes a quarter of a second or more).
public struct PasswordHasher: Sendable {
  /// The cost in production: at least 12.
  public static let defaultCost: UInt8 = 12

  public let cost: UInt8
  /// How many hashes and checks this hasher (and its copies) ran.
  public let work = HashWork()
  private let dummy = DummyHash()

  public init(cost: UInt8 = PasswordHasher.defaultCost) {
    self.cost = cost
  }

  public func hash(_ password: String) async -> String {
    let cost = cost
    work.count(\.hashes)
    return await Self.offThread { Bcrypt.hash(password, cost: cost) }
  }

  public func verify(_ password: String, hash: String) async -> Bool {
    work.count(\.checks)
    return await Self.offThread { Bcrypt.verify(password, hash: hash) }
  }

  /// Checks `password` against a hash of nothing anyone knows, so an unknown email takes as
  /// long as a wrong password.
  public func verifyAgainstDummy(_ password: String) async {
    let stored = dummy.value.withLock { $0 }
    let hash: String
    if let stored {
      hash = stored
    } else {
      hash = await self.hash(SecretToken.generate().value)
      dummy.value.withLock { $0 = hash }
    }
    _ = await verify(password, hash: hash)
  }

  private static func offThread<T: Sendable>(_ work: @escaping @Sendable () -> T) async -> T {
    await withCheckedContinuation { continuation in
      DispatchQueue.global().async { continuation.resume(returning: work()) }
    }
  }
}

/// The dummy hash, made on first need.
private final class DummyHash: Sendable {
  public let value = Mutex<String?>(nil)
}

/// The bcrypt work a hasher did: what the tests read to see that a refusal cost none.
public final class HashWork: Sendable {
  public struct Counts: Sendable, Equatable {
    public var hashes = 0
    public var checks = 0
  }

  private let value = Mutex(Counts())

  public var counts: Counts { value.withLock { $0 } }

  public func count(_ kind: WritableKeyPath<Counts, Int>) {
    value.withLock { $0[keyPath: kind] += 1 }
  }
}
