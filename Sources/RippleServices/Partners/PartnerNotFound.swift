/// A partnership or invitation the asking account has no part in, or that ended: answered as
/// one that does not exist (404), whichever it was.
public struct PartnerNotFound: Error, Sendable {
  public var message: String

  public init(_ message: String) {
    self.message = message
  }

  static let partnership = PartnerNotFound("No partner with that id")
  static let invite = PartnerNotFound("No invitation with that id")
  static let link = PartnerNotFound(
    "This invitation link was used, has expired or was withdrawn: ask for a new one")
}
