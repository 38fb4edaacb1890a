import Foundation

/// Prints `--json` output: pretty, with sorted keys, so scripts and diffs see stable text.
enum JSONOutput {
  static func encoded(_ value: some Encodable) throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(value)
  }

  static func print(_ value: some Encodable) throws {
    Console.out(String(decoding: try encoded(value), as: UTF8.self))
  }
}
