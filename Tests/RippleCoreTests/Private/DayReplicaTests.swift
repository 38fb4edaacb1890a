import PropertyBased
import RippleCore
import Testing

@Suite struct DayReplicaTests {
  typealias Entry = DayReplica.Entry

  static func stamp(_ millis: Int64, _ device: String = "a") -> HybridStamp {
    HybridStamp(millis: millis, counter: 0, device: device)
  }

  @Test func theLaterWriteWinsWhicheverArrivesFirst() {
    var phone = DayReplica()
    phone.write(Entry(state: .done), at: Self.stamp(10, "phone"))
    var laptop = DayReplica()
    laptop.write(Entry(state: .skipped), at: Self.stamp(20, "laptop"))
    #expect(phone.merged(with: laptop).entry.value == Entry(state: .skipped))
    #expect(laptop.merged(with: phone).entry.value == Entry(state: .skipped))
  }

  @Test func aClearIsATombstoneThatAnOlderWriteCannotUndo() {
    var day = DayReplica()
    day.write(Entry(state: .done), at: Self.stamp(10))
    day.write(nil, at: Self.stamp(30))
    var late = DayReplica()
    late.write(Entry(state: .missed), at: Self.stamp(20, "b"))
    let merged = day.merged(with: late)
    #expect(merged.entry.value == nil)
    #expect(merged.entry.isTombstone)
    #expect(merged.value == nil)
  }

  @Test func tapsFromTwoOfflineDevicesAddUp() {
    var start = DayReplica()
    start.write(Entry(state: .done, value: 3), at: Self.stamp(10, "phone"))
    var phone = start
    phone.add(1, at: Self.stamp(20, "phone"))
    phone.add(1, at: Self.stamp(21, "phone"))
    var laptop = start
    laptop.add(1, at: Self.stamp(15, "laptop"))
    let merged = phone.merged(with: laptop)
    #expect(merged.value == 6)
    #expect(merged == laptop.merged(with: phone))
    // Hearing the same taps again counts nothing twice.
    #expect(merged.merged(with: phone).merged(with: laptop) == merged)
  }

  @Test func tapsMadeBeforeAValueTypedOutrightDropOutAndLaterOnesCount() {
    var phone = DayReplica()
    phone.add(1, at: Self.stamp(10, "phone"))
    phone.add(1, at: Self.stamp(11, "phone"))
    var laptop = DayReplica()
    laptop.write(Entry(state: .done, value: 8), at: Self.stamp(12, "laptop"))
    var after = phone
    after.add(2, at: Self.stamp(13, "phone"))
    #expect(phone.merged(with: laptop).value == 8)
    #expect(after.merged(with: laptop).value == 10)
    #expect(laptop.merged(with: after).value == 10)
  }

  /// A random history of changes by three devices.
  enum Change {
    case write(Int?, Int64, Int)
    case add(Int, Int64, Int)
  }

  /// A change from one number: its kind (a clear, a value written outright, or a tap), its time
  /// (1–40 ms) and its device (one of three).
  static func change(_ seed: Int) -> Change {
    let (kind, millis, device) = (seed % 10, Int64(seed / 10 % 40 + 1), seed / 400)
    if kind < 4 { return .write(kind == 0 ? nil : kind, millis, device) }
    return .add(kind - 3, millis, device)
  }

  static let changes = Gen.int(in: 0..<1200).map(change).array(of: 0...12)

  /// The replica of `changes` from `start` on, each stamped with its position in `changes`.
  static func replica(_ changes: [Change], from start: Int = 0) -> DayReplica {
    var replica = DayReplica()
    for (sequence, change) in changes.enumerated() where sequence >= start {
      switch change {
      case .write(let value, let millis, let device):
        replica.write(
          value.map { Entry(state: .done, value: Double($0)) },
          at: HybridStamp(millis: millis, counter: Int32(sequence), device: "d\(device)"))
      case .add(let amount, let millis, let device):
        replica.add(
          Double(amount),
          at: HybridStamp(millis: millis, counter: Int32(sequence), device: "d\(device)"))
      }
    }
    return replica
  }

  @Test func mergingIsCommutativeAssociativeAndIdempotent() async {
    await propertyCheck(
      count: 300, input: Self.changes, Self.changes, Self.changes
    ) { first, second, third in
      let (a, b, c) = (Self.replica(first), Self.replica(second), Self.replica(third))
      #expect(a.merged(with: b) == b.merged(with: a))
      #expect(a.merged(with: b).merged(with: c) == a.merged(with: b.merged(with: c)))
      #expect(a.merged(with: a) == a)
      #expect(a.merged(with: b).merged(with: b) == a.merged(with: b))
    }
  }

  @Test func mergingWhatTwoDevicesSawEqualsOneDeviceSeeingEverything() async {
    await propertyCheck(
      count: 300, input: Self.changes, Gen.int(in: 0...12)
    ) { changes, cut in
      let cut = min(cut, changes.count)
      // Stamps are unique per change (the counter is its position), so splitting the changes
      // between two devices and merging gives the state of all of them applied in any order.
      let together = Self.replica(changes)
      let apart = Self.replica(Array(changes[..<cut]))
        .merged(with: Self.replica(changes, from: cut))
      #expect(apart == together)
    }
  }
}
