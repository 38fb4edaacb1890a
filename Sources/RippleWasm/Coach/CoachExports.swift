import RippleWire

/// The coach module's operations (engine/ripple-coach.wasm: the planner, loaded only by a device
/// that plans a private account's goal), each answering as `answer` packs it.

@_expose(wasm, "ripple_goal_check")
@_cdecl("ripple_goal_check")
public func rippleGoalCheck(_ input: UnsafeRawPointer, _ length: Int32) -> UnsafeMutableRawPointer {
  answer(input, length, CoachOperations.check)
}

@_expose(wasm, "ripple_goal_preview")
@_cdecl("ripple_goal_preview")
public func rippleGoalPreview(
  _ input: UnsafeRawPointer, _ length: Int32
) -> UnsafeMutableRawPointer {
  answer(input, length, CoachOperations.preview)
}
