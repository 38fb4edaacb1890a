import RippleCore
import RippleStore

/// One check-in write inside a PostgreSQL batch (`CheckInBatchQueue`): decided from what its day
/// holds (a `CheckInWritePlan`), its answer and what to write. Refusals (validation) are thrown
/// here, before anything is written. A "+1" names its `tap`: one the day counted before is
/// answered with what stands and changes nothing.
struct PostgresCheckInDecision: Sendable {
  var tap: String? = nil
  var decide: @Sendable (PostgresCheckInSlot) throws -> CheckInWritePlan.Decision

  init(
    tap: String? = nil,
    _ decide: @escaping @Sendable (PostgresCheckInSlot) throws -> CheckInWritePlan.Decision
  ) {
    self.tap = tap
    self.decide = decide
  }
}
