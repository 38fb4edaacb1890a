import RippleStore

/// What a Loop import left out or had to change, in words a user can check against Loop.
struct LoopImportReport: Sendable, Equatable {
  /// Entries not imported, by habit: "'Run': 2 entries before 2000-01-01 (1999-12-30 …)".
  var skipped: [String] = []
  /// Settings imported differently from Loop's, by habit.
  var adjusted: [String] = []
}
