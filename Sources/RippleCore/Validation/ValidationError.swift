/// A rule a value broke: the field it concerns and the message a person reads.
public struct ValidationError: Error, Hashable, Sendable {
  public var field: String
  public var message: String

  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }
}
