import Foundation
import RippleCore
import RippleStore

/// Adding a shared routine's habits, or previewing what that would add: the one use case behind
/// `POST /api/v1/routine/preview|import` and `ripple templates import`. Each habit is new (a
/// fresh id, starting `today`), fitted among the person's habits as any import is (a name in
/// use gets a number, habits past the plan's room are added archived); no check-in comes with it.
public struct RoutineAdding<Repository: RippleRepository>: Sendable {
  public var repository: Repository
  public var user: UserID
  /// The person's today, on which the new habits start.
  public var today: Day
  /// The day the plan's limits are judged on (today but for a day pinned by hand).
  public var planDay: Day
  public var nowMillis: Int64

  public init(repository: Repository, user: UserID, today: Day, planDay: Day, nowMillis: Int64) {
    self.repository = repository
    self.user = user
    self.today = today
    self.planDay = planDay
    self.nowMillis = nowMillis
  }

  /// What adding `routine` would store, storing nothing.
  public func preview(_ routine: RoutineFile) async throws -> ImportSummary {
    let bundle = try await bundle(routine)
    return with(bundle, try await repository.previewImport(bundle, for: user, today: planDay))
  }

  /// Adds `routine`'s habits in one transaction; a habit whose name the person already uses is
  /// left out (said in `skipped`), so adding the same routine twice adds nothing the second time.
  public func add(_ routine: RoutineFile) async throws -> ImportSummary {
    let bundle = try await bundle(routine)
    return with(bundle, try await repository.importBundle(bundle, for: user, today: planDay))
  }

  private func bundle(_ routine: RoutineFile) async throws -> ImportBundle {
    let taken = Set(
      try await repository.habits(for: user, filter: .all).map { $0.name.trimmed.folded })
    var bundle = ImportBundle(habits: [], checkIns: [])
    for definition in routine.habits {
      guard !taken.contains(definition.name.trimmed.folded) else {
        bundle.skipped.append("\(definition.name.trimmed): you already have a habit of that name")
        continue
      }
      bundle.habits.append(
        definition.habit(
          id: HabitID(UUID().uuidString.lowercased()), createdDay: today, now: nowMillis))
    }
    return bundle
  }

  private func with(_ bundle: ImportBundle, _ summary: ImportSummary) -> ImportSummary {
    var summary = summary
    summary.skipped = bundle.skipped
    return summary
  }
}
