#if !hasFeature(Embedded)
extension WireAnswers {
  /// The coach's answers: goals, their weeks, checks and previews (sent by the server only).
  static let coachRoots: [WireType] = []
}
#endif
