import RippleWire

/// The module's exports: the web app writes a UTF-8 JSON request into memory it got from
/// `ripple_alloc`, calls an operation, and reads the answer at the returned address: a 4-byte
/// little-endian length, then that many bytes of JSON. It frees both with `ripple_free`.
/// A bad input answers `{"error":{"code","message","field"}}` (`field` null when none), as the
/// API does.

@_expose(wasm, "ripple_alloc")
@_cdecl("ripple_alloc")
public func rippleAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 8)
}

@_expose(wasm, "ripple_free")
@_cdecl("ripple_free")
public func rippleFree(_ pointer: UnsafeMutableRawPointer) {
  pointer.deallocate()
}

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

/// The request's JSON, or why it is not JSON.
private func parsed(_ buffer: UnsafeBufferPointer<UInt8>) throws(EngineError) -> JSON {
  do { return try JSONParser.parse(buffer) } catch { throw .badJSON(error.message) }
}

/// Parses the request, runs `operation` and packs its answer (or the error) for the caller.
func answer(
  _ input: UnsafeRawPointer, _ length: Int32,
  _ operation: (JSON) throws(EngineError) -> [UInt8]
) -> UnsafeMutableRawPointer {
  let buffer = UnsafeBufferPointer(
    start: input.assumingMemoryBound(to: UInt8.self), count: Int(length))
  var bytes: [UInt8]
  do {
    bytes = try operation(try parsed(buffer))
  } catch {
    var w = JSONWriter()
    w.object { w in
      w.key("error")
      w.object { w in
        w.field("code", error.code)
        w.field("message", error.message)
        w.nullable("field", error.field)
      }
    }
    bytes = w.bytes
  }
  let count = bytes.count
  let out = UnsafeMutableRawPointer.allocate(byteCount: count + 4, alignment: 8)
  out.storeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian, as: UInt32.self)
  bytes.withUnsafeBytes { source in
    (out + 4).copyMemory(from: source.baseAddress!, byteCount: count)
  }
  return out
}
