/// Why a licence text is refused; `message` is one line a person can act on.
public enum LicenceError: Error, Hashable, Sendable {
  /// Not a Ripple licence, or its fields cannot be read.
  case malformed(String)
  /// The signature does not match the text, or no trusted key made it.
  case untrusted

  public var message: String {
    switch self {
    case .malformed(let detail): return "This is not a valid Ripple licence: \(detail)"
    case .untrusted:
      return
        "This licence was not signed by a key this server trusts (was it changed, or issued by another seller?)"
    }
  }
}
