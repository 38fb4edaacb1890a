/// Numbers for the sources a file names (`sourceName="Jane's Apple Watch"`), so sums can be
/// kept per source without a string per record. Past `capacity` distinct names, every new one
/// shares the last number: a file naming a new source on each record cannot make lookups slow.
struct SourceNames {
  static let capacity = 64
  private var names: [[UInt8]] = []

  mutating func number(of name: UnsafeBufferPointer<UInt8>) -> Int {
    if let known = names.firstIndex(where: { $0.elementsEqual(name) }) { return known }
    guard names.count < Self.capacity else { return Self.capacity }
    names.append(Array(name))
    return names.count - 1
  }
}
