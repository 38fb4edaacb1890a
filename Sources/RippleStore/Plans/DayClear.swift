import RippleCore

/// The clear that stands for an empty day (its tombstone): when it was made, and the note and
/// mood the day held, kept for its next state.
package struct DayClear: Hashable, Sendable {
  package var updatedAt: Int64
  package var kept: NoteAndMood

  package init(updatedAt: Int64, kept: NoteAndMood = NoteAndMood()) {
    self.updatedAt = updatedAt
    self.kept = kept
  }
}
