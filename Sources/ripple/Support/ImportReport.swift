import RippleStore

/// What the CLI says about an import or restore beyond its counts.
enum ImportReport {
  /// Names the habits stored archived because the plan had no room for them.
  static func printArchived(_ summary: ImportSummary) {
    guard !summary.archived.isEmpty else { return }
    Console.out(
      "Archived to fit the free plan's active habits: \(summary.archived.joined(separator: ", ")). Unarchive any with `ripple unarchive` after archiving another."
    )
  }
}
