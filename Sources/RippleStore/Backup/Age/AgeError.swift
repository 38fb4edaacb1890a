/// Why an age file could not be read; each message is one line a person can act on.
public enum AgeError: Error, Equatable, Sendable {
  /// The data does not start with an age header.
  case notAgeFile
  /// An age header of another version than `age-encryption.org/v1`.
  case unsupportedVersion(String)
  /// The header breaks the format: the detail says where.
  case malformedHeader(String)
  /// The file is encrypted to keys, not to a passphrase.
  case notPassphraseProtected
  /// The scrypt work factor (log2 N) is above what this reader accepts.
  case workFactorTooHigh(Int, maximum: Int)
  case wrongPassphrase
  /// The header's MAC does not match: the header was changed.
  case headerTampered
  /// The file ends before its encrypted payload does.
  case truncated
  /// A payload chunk fails authentication: changed, cut at a chunk boundary, or extended.
  case payloadDamaged

  public var message: String {
    switch self {
    case .notAgeFile: return "This is not an age file"
    case .unsupportedVersion(let version):
      return "This age file has version '\(version)'; only age-encryption.org/v1 can be read"
    case .malformedHeader(let detail): return "The age file's header is malformed: \(detail)"
    case .notPassphraseProtected:
      return "This age file is encrypted to a key, not protected by a passphrase"
    case .workFactorTooHigh(let factor, let maximum):
      return
        "The age file asks for a work factor of 2^\(factor), above the limit of 2^\(maximum)"
    case .wrongPassphrase: return "Wrong passphrase"
    case .headerTampered: return "The age file's header was changed (its MAC does not match)"
    case .truncated: return "The age file is truncated"
    case .payloadDamaged:
      return "The age file is damaged: its contents were changed, cut short or extended"
    }
  }
}
