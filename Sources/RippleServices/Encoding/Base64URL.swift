import Foundation

/// Base64 with the URL alphabet and no padding (RFC 4648 §5), as Web Push keys and JWTs use it,
/// and so a licence survives URLs and chat apps.
public enum Base64URL {
  public static func encode(_ data: some Sequence<UInt8>) -> String {
    Data(data).base64EncodedString()
      .replacingOccurrences(of: "+", with: "-")
      .replacingOccurrences(of: "/", with: "_")
      .replacingOccurrences(of: "=", with: "")
  }

  /// The bytes, or nil when `text` holds anything but the URL alphabet (trailing `=` padding,
  /// which some encoders add, is accepted).
  public static func decode(_ text: String) -> Data? {
    var unpadded = Substring(text)
    while unpadded.last == "=" { unpadded = unpadded.dropLast() }
    guard
      unpadded.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == "_") })
    else { return nil }
    var base64 = unpadded.replacingOccurrences(of: "-", with: "+")
      .replacingOccurrences(of: "_", with: "/")
    base64 += String(repeating: "=", count: (4 - base64.count % 4) % 4)
    return Data(base64Encoded: base64)
  }
}
