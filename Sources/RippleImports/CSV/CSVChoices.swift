/// What a CSV import chose (or still needs chosen): the file's columns, the mapping applied and
/// how its dates read.
public struct CSVChoices: Sendable, Equatable {
  public var columns: [String]
  public var mapping: CSVMapping
  /// The order the dates were read in; nil while more than one fits or none does.
  public var dateOrder: DateOrder?
  /// Every order all the file's dates read in.
  public var dateOrders: [DateOrder]
}
