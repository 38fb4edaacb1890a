import Foundation

/// What libFuzzer hands the entry point, as the types the readers take.
public struct FuzzInput {
  public let bytes: UnsafeBufferPointer<UInt8>

  public init(_ data: UnsafePointer<UInt8>?, _ size: Int) {
    bytes = UnsafeBufferPointer(start: size == 0 ? nil : data, count: size)
  }

  public var data: Data { Data(bytes) }

  /// The first byte chooses among `count` cases; the rest is the case's input. Nil when empty.
  public func choice(among count: Int) -> (Int, Data)? {
    guard let first = bytes.first else { return nil }
    return (Int(first) % count, Data(bytes.dropFirst()))
  }
}

/// Stops the run as a crash, so libFuzzer keeps the input: a reader broke a promise that holds
/// for every input (an accepted file that does not round-trip, an answer that is not JSON).
public func fuzzFailure(_ message: String) -> Never {
  fatalError("fuzz: \(message)")
}
