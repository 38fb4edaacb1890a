import PostgresNIO
import RippleCore
import RippleStore

/// What a batch of check-in writes leaves in one slot, written with every other slot of the
/// batch in one statement: the writes were decided one after another in memory, under the users'
/// locks, so only each slot's final state reaches the database. A row or tombstone no write
/// touched is left as it is.
struct PostgresSlotWrite: Sendable {
  enum Action: Int16, Sendable {
    case keep = 0
    case store = 1
    case delete = 2
  }

  var key: PostgresSlotKey
  /// The check-in the slot holds now (`store`) or that it no longer holds (`delete`).
  var checkIn = Action.keep
  var stored: CheckIn?
  /// The clear that stands now (`store`, as `cleared`) or that a write lifted (`delete`).
  var tombstone = Action.keep
  var cleared: DayClear?
  /// The user's change sequence at the slot's last write.
  var change: Int64 = 0

  init(key: PostgresSlotKey) {
    self.key = key
  }

  /// Applies `edit` to `slot` and records it here, as the user's change `change`.
  mutating func apply(
    _ edit: CheckInWritePlan.Edit, change: Int64, to slot: inout PostgresCheckInSlot
  ) {
    switch edit {
    case .save(let saved, let clearsTombstone):
      slot.stored = saved
      checkIn = .store
      if clearsTombstone {
        slot.cleared = nil
        tombstone = .delete
      }
    case .clear(let updatedAt, let deletesRow, let kept):
      slot.stored = nil
      if deletesRow { checkIn = .delete }
      // The clear is remembered even when the day was empty, so a write it overtook (queued
      // offline, replayed later) stays cleared.
      slot.cleared = DayClear(
        updatedAt: max(slot.cleared?.updatedAt ?? updatedAt, updatedAt), kept: kept)
      tombstone = .store
    }
    stored = slot.stored
    cleared = slot.cleared
    self.change = change
  }
}

extension PostgresTables {
  /// Writes `slots` and the users' change sequences `changes` in one statement.
  static func write(
    _ slots: [PostgresSlotWrite], changes: [UserID: Int64], _ connection: PostgresConnection
  ) async throws {
    guard !slots.isEmpty else { return }
    _ = try await connection.rows(SlotsWrite(slots: slots, changes: changes))
  }

  /// $1–$3 the slots' keys; $4 and $5–$10 what becomes of the check-in, with its fields; $11 and
  /// $12–$14 what becomes of the tombstone, with its time, note and mood; $15 each slot's change;
  /// $16 and $17 the users and their new sequences. Each slot appears once, so no row is touched
  /// twice.
  private struct SlotsWrite: PostgresStatement {
    static let name = "ripple_check_in_slots_write"
    static let sql = """
      WITH s AS (
      SELECT * FROM unnest($1::text[], $2::text[], $3::bigint[], $4::int2[], $5::text[],
      $6::float8[], $7::text[], $8::text[], $9::bigint[], $10::bigint[], $11::int2[],
      $12::bigint[], $13::text[], $14::text[], $15::bigint[])
      AS s(user_id, habit_id, day, row_action, state, value, note, mood, logged_minute,
      updated_at, tombstone_action, cleared_at, kept_note, kept_mood, change_seq)),
      stored AS (
      INSERT INTO check_ins (user_id, habit_id, \(CheckInColumns.selection), change_seq)
      SELECT user_id, habit_id, day, state, value, note, mood, logged_minute, updated_at, change_seq
      FROM s WHERE row_action = 1
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET state = excluded.state,
      value = excluded.value, note = excluded.note, mood = excluded.mood,
      logged_minute = excluded.logged_minute, updated_at = excluded.updated_at,
      change_seq = excluded.change_seq),
      removed AS (
      DELETE FROM check_ins x USING s WHERE s.row_action = 2 AND x.user_id = s.user_id
      AND x.habit_id = s.habit_id AND x.day = s.day),
      cleared AS (
      INSERT INTO check_in_tombstones (user_id, habit_id, day, updated_at, note, mood, change_seq)
      SELECT user_id, habit_id, day, cleared_at, kept_note, kept_mood, change_seq FROM s
      WHERE tombstone_action = 1
      ON CONFLICT (user_id, habit_id, day) DO UPDATE SET updated_at = excluded.updated_at,
      note = excluded.note, mood = excluded.mood, change_seq = excluded.change_seq),
      lifted AS (
      DELETE FROM check_in_tombstones x USING s WHERE s.tombstone_action = 2
      AND x.user_id = s.user_id AND x.habit_id = s.habit_id AND x.day = s.day)
      INSERT INTO users (id, change_seq) SELECT * FROM unnest($16::text[], $17::bigint[])
      ON CONFLICT (id) DO UPDATE SET change_seq = excluded.change_seq
      """
    var bindings = PostgresBindings(capacity: 17)

    init(slots: [PostgresSlotWrite], changes: [UserID: Int64]) {
      bindings.append(slots.map(\.key.user.rawValue))
      bindings.append(slots.map(\.key.habit.rawValue))
      bindings.append(slots.map(\.key.day.daysSinceEpoch))
      bindings.append(slots.map(\.checkIn.rawValue))
      bindings.append(slots.map { $0.stored?.state.rawValue ?? "" })
      bindings.appendArray(slots.map { $0.stored?.value }, of: .float8Array)
      bindings.appendArray(slots.map { $0.stored?.note }, of: .textArray)
      bindings.appendArray(slots.map { $0.stored?.mood?.rawValue }, of: .textArray)
      bindings.appendArray(slots.map { $0.stored?.loggedMinute }, of: .int8Array)
      bindings.append(slots.map { $0.stored?.updatedAt ?? 0 })
      bindings.append(slots.map(\.tombstone.rawValue))
      bindings.append(slots.map { $0.cleared?.updatedAt ?? 0 })
      bindings.appendArray(slots.map { $0.cleared?.kept.note }, of: .textArray)
      bindings.appendArray(slots.map { $0.cleared?.kept.mood?.rawValue }, of: .textArray)
      bindings.append(slots.map(\.change))
      let users = Array(changes.keys)
      bindings.append(users.map(\.rawValue))
      bindings.append(users.map { changes[$0] ?? 0 })
    }
  }
}
