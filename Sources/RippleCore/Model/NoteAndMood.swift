/// A day's note and mood: what a person wrote about the day, apart from how it went. They belong
/// to the day, not to its state: a write that leaves them out keeps the ones the day holds, and a
/// clear keeps them for the day's next state, so un-ticking a habit and ticking it again loses
/// nothing.
public struct NoteAndMood: Hashable, Sendable {
  public var note: String?
  public var mood: Mood?

  public init(note: String? = nil, mood: Mood? = nil) {
    self.note = note
    self.mood = mood
  }

  public var isEmpty: Bool { note == nil && mood == nil }

  /// Which of the two a check-in write leaves out, and so keeps as the day holds them.
  public struct Kept: Hashable, Sendable {
    public var note: Bool
    public var mood: Bool

    public init(note: Bool, mood: Bool) {
      self.note = note
      self.mood = mood
    }

    /// The write names both: it is the whole entry for its day.
    public static let neither = Kept(note: false, mood: false)
    /// The write names neither (a tap that only changes the state).
    public static let both = Kept(note: true, mood: true)
  }
}

extension CheckIn {
  public var noteAndMood: NoteAndMood { NoteAndMood(note: note, mood: mood) }

  /// This write with the parts it leaves out (`kept`) taken from what the day holds (`held`: its
  /// check-in's, or those a clear kept).
  public func keeping(_ kept: NoteAndMood.Kept, of held: NoteAndMood?) -> CheckIn {
    var written = self
    if kept.note { written.note = held?.note }
    if kept.mood { written.mood = held?.mood }
    return written
  }
}
