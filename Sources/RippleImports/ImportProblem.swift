/// A choice an import needs that the request did not make (or made wrongly): which field, and
/// what to do, so the API answers 422 naming it and the CLI names its option.
public struct ImportProblem: Error, Sendable, Equatable {
  public var field: String
  public var message: String

  public init(field: String, message: String) {
    self.field = field
    self.message = message
  }
}
