/// Which app wrote the file that was read.
public enum HealthExportKind: String, Hashable, Sendable {
  /// `export.zip` or `export.xml` from the Health app on an iPhone.
  case appleHealth
  /// A Google Takeout zip with Google Fit's daily activity metrics.
  case googleFit
}
