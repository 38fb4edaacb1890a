import RippleWire

/// The engine module's operations (engine/ripple.wasm), each answering as `answer` packs it.

@_expose(wasm, "ripple_today")
@_cdecl("ripple_today")
public func rippleToday(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.today)
}

@_expose(wasm, "ripple_check_in")
@_cdecl("ripple_check_in")
public func rippleCheckIn(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.checkIn)
}

@_expose(wasm, "ripple_streaks")
@_cdecl("ripple_streaks")
public func rippleStreaks(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.streaks)
}

@_expose(wasm, "ripple_schedule_text")
@_cdecl("ripple_schedule_text")
public func rippleScheduleText(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.scheduleText)
}

@_expose(wasm, "ripple_validate_habit")
@_cdecl("ripple_validate_habit")
public func rippleValidateHabit(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.validateHabit)
}

@_expose(wasm, "ripple_validate_check_in")
@_cdecl("ripple_validate_check_in")
public func rippleValidateCheckIn(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, EngineOperations.validateCheckIn)
}

@_expose(wasm, "ripple_statistics")
@_cdecl("ripple_statistics")
public func rippleStatistics(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, StatsOperations.statistics)
}

@_expose(wasm, "ripple_habit_statistics")
@_cdecl("ripple_habit_statistics")
public func rippleHabitStatistics(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, StatsOperations.habitStatistics)
}

@_expose(wasm, "ripple_insights")
@_cdecl("ripple_insights")
public func rippleInsights(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, StatsOperations.insights)
}

@_expose(wasm, "ripple_streak_history")
@_cdecl("ripple_streak_history")
public func rippleStreakHistory(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, StatsOperations.streakHistory)
}

@_expose(wasm, "ripple_replica_hold")
@_cdecl("ripple_replica_hold")
public func rippleReplicaHold(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, HeldReplica.hold)
}

@_expose(wasm, "ripple_habit_history")
@_cdecl("ripple_habit_history")
public func rippleHabitHistory(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, HistoryOperations.habitHistory)
}

@_expose(wasm, "ripple_history_matrix")
@_cdecl("ripple_history_matrix")
public func rippleHistoryMatrix(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, HistoryOperations.matrix)
}

@_expose(wasm, "ripple_search")
@_cdecl("ripple_search")
public func rippleSearch(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
  answer(input, length, SearchOperations.search)
}

@_expose(wasm, "ripple_habit_notes")
@_cdecl("ripple_habit_notes")
public func rippleHabitNotes(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, SearchOperations.habitNotes)
}

@_expose(wasm, "ripple_export_csv")
@_cdecl("ripple_export_csv")
public func rippleExportCSV(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, ExportOperations.csv)
}
