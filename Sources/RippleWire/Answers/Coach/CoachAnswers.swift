#if !hasFeature(Embedded)
extension WireAnswers {
  /// The coach's answers: goals, their weeks, checks and previews (sent by the server only).
  static let coachRoots: [WireType] = [
    GoalListJSON.wireType, GoalMoveJSON.wireType, GoalCheckJSON.wireType,
    RoadmapPreviewJSON.wireType, PreviewOrderJSON.wireType, PreviewEditsJSON.wireType,
    CoachWeekJSON.wireType, RecalibrationJSON.wireType, ReflectionListJSON.wireType,
  ]
}
#endif
