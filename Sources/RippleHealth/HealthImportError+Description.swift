extension HealthImportError: CustomStringConvertible {
  public var description: String { message }
}
