#if !hasFeature(Embedded)
extension WireAnswers {
  /// The answers about the account, the server and its settings (sent by the server only).
  static let accountRoots: [WireType] = []
}
#endif
