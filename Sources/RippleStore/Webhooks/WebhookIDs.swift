/// Random ids for endpoints and messages: a prefix and 24 letters and digits (about 143 bits).
public enum WebhookIDs {
  private static let alphabet = Array(
    "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")

  public static func message() -> String { "msg_" + random() }

  public static func endpoint() -> String { "wh_" + random() }

  static func random() -> String {
    var generator = SystemRandomNumberGenerator()
    return String((0..<24).map { _ in alphabet.randomElement(using: &generator)! })
  }
}
