/// What a private-mode ciphertext holds, and which item it belongs to: both are bound into the
/// ciphertext as associated data (`associatedData`), so a ciphertext copied onto another item, or
/// into another field, fails to open rather than showing the wrong words.
public struct PrivateItem: Hashable, Sendable {
  /// The kinds of text private mode encrypts (docs/SECURITY.md lists each field).
  public enum Kind: String, CaseIterable, Sendable {
    /// A habit's name, description and icon name.
    case habit
    /// A day's note and mood ("habit id/day").
    case day
    case category
    /// A goal's text and the wizard's answers.
    case goal
    /// A roadmap's wording and the coach's reflections.
    case roadmap
    /// The account key, wrapped under a key from the passphrase or the recovery kit.
    case accountKey = "account-key"
  }

  /// The format's version: the first byte of every sealed item, and part of its associated data.
  public static let version: UInt8 = 1

  public var kind: Kind
  /// The item's id (a habit's id, "habit id/2026-11-30" for a day).
  public var id: String

  public init(kind: Kind, id: String) {
    self.kind = kind
    self.id = id
  }

  /// The item of a habit's day.
  public static func day(habit: HabitID, _ day: Day) -> PrivateItem {
    PrivateItem(kind: .day, id: "\(habit.rawValue)/\(day.text)")
  }

  /// The bytes authenticated with the ciphertext: "ripple-private/1|kind|id" in UTF-8.
  public var associatedData: [UInt8] {
    Array("ripple-private/\(Self.version)|\(kind.rawValue)|\(id)".utf8)
  }
}
