import RippleCore
import RippleStore

/// One check-in write inside a PostgreSQL batch (`CheckInBatchQueue`): decided from what its day
/// holds (a `CheckInWritePlan`), its answer and what to write. Refusals (validation) are thrown
/// here, before anything is written.
typealias PostgresCheckInDecision =
  @Sendable (PostgresCheckInSlot) throws -> CheckInWritePlan.Decision
