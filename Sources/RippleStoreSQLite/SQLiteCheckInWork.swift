import GRDB
import RippleCore
import RippleStore

/// One check-in write inside SQLite's batch (`CheckInBatchQueue`), in its own savepoint so a
/// refused write never takes the others with it: given the connection and the habit, it returns
/// its answer and the change it committed, if it changed anything.
typealias SQLiteCheckInWork = @Sendable (Database, Habit) throws -> (CheckInWrite, Int64?)
