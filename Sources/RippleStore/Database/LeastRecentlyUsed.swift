extension Dictionary {
  /// The key of the entry used longest ago, by `used` (a counter every read and store moves on):
  /// the one the caches (logs, reads, Today) let go first.
  package func leastRecentlyUsed(by used: (Value) -> UInt64) -> Key? {
    self.min { used($0.value) < used($1.value) }?.key
  }
}
