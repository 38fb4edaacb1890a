import RippleCore
import RippleStore

/// What the CLI says about an import or restore beyond its counts.
enum ImportReport {
  /// Names the habits stored archived because the plan had no room for them, then what a Loop
  /// import skipped or adjusted, a line each.
  static func print(_ summary: ImportSummary) {
    if !summary.archived.isEmpty {
      Console.out(
        "Archived to fit the free plan's active habits: \(summary.archived.joined(separator: ", ")). Unarchive any with `ripple unarchive` after archiving another."
      )
    }
    if !summary.droppedCategories.isEmpty {
      Console.out(
        "Left out to fit the free plan's categories: \(summary.droppedCategories.joined(separator: ", ")). Their habits were restored without a category."
      )
    }
    for line in summary.skipped { Console.out("Skipped \(line)") }
    for line in summary.adjusted { Console.out("Adjusted \(line)") }
  }
}
