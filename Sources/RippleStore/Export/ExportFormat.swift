/// The file formats of an export.
public enum ExportFormat: String, Sendable, CaseIterable {
  /// `Habit Name,Date,Status,Value,Note`, one record per check-in.
  case csv
  /// The habits and their check-ins, as the API writes them.
  case json

  public var mimeType: String {
    switch self {
    case .csv: return "text/csv; charset=utf-8"
    case .json: return "application/json"
    }
  }
}
