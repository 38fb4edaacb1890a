/// What a person chose for an import: the kind (when not left to the file), and for a CSV
/// file, its columns and how its dates read.
public struct ImportOptions: Sendable, Equatable {
  public var kind: ImportKind?
  public var mapping: CSVMapping
  public var dateOrder: DateOrder?

  public init(
    kind: ImportKind? = nil, mapping: CSVMapping = CSVMapping(), dateOrder: DateOrder? = nil
  ) {
    self.kind = kind
    self.mapping = mapping
    self.dateOrder = dateOrder
  }
}
