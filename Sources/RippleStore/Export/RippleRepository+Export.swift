import Foundation
import RippleCore

extension RippleRepository {
  /// The user's check-ins in `range` (all when nil) as a CSV or JSON file, with or without notes.
  /// JSON lists every habit and coach goal; CSV has one record per check-in. `words` lays private
  /// mode's words over the rows.
  public func export(
    _ format: ExportFormat, for user: UserID, range: ClosedRange<Day>?, includeNotes: Bool,
    now: Int64, words: ExportWords = .asStored
  ) async throws -> Data {
    let habits = try await habits(for: user, filter: .all).map(words.habit)
    let checkIns = try await checkIns(for: user, habit: nil, in: range).map(words.checkIn)
    switch format {
    case .csv:
      return Data(
        DataExport.csv(habits: habits, checkIns: checkIns, includeNotes: includeNotes).utf8)
    case .json:
      return try DataExport.json(
        habits: habits, checkIns: checkIns, range: range, includeNotes: includeNotes, now: now,
        goals: try await goals(for: user), icons: try await iconsNamed(by: habits, for: user),
        partnerShares: try await (self as? any PartnerRepository)?.backedUpPartnerShares(of: user)
          ?? [])
    }
  }

  /// The images `habits` use as icons, from a store that keeps them.
  private func iconsNamed(by habits: [Habit], for user: UserID) async throws -> [StoredIcon] {
    let digests = StoredIcon.digests(namedBy: habits)
    guard !digests.isEmpty, let store = self as? any IconRepository else { return [] }
    return try await store.icons(for: user).filter { digests.contains($0.digest) }
  }
}
