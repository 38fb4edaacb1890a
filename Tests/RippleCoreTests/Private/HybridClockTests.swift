import RippleCore
import Testing

@Suite struct HybridClockTests {
  @Test func stampsOfOneDeviceOnlyRiseEvenWhenItsClockGoesBack() {
    var clock = HybridClock(device: "phone")
    let first = clock.stamp(wall: 5_000)
    let sameMillisecond = clock.stamp(wall: 5_000)
    let clockWentBack = clock.stamp(wall: 4_000)
    let later = clock.stamp(wall: 6_000)
    #expect(first < sameMillisecond)
    #expect(sameMillisecond < clockWentBack)
    #expect(clockWentBack < later)
    #expect(clockWentBack.millis == 5_000 && clockWentBack.counter == 2)
    #expect(later == HybridStamp(millis: 6_000, counter: 0, device: "phone"))
  }

  @Test func aDeviceWhoseClockLagsStillWritesAfterWhatItHeardOf() throws {
    var laptop = HybridClock(device: "laptop")
    let fromLaptop = laptop.stamp(wall: 1_000_000)
    // The phone's clock is ten minutes slow; it syncs, then writes.
    var phone = HybridClock(device: "phone")
    try phone.receive(fromLaptop, wall: 400_000)
    let fromPhone = phone.stamp(wall: 400_001)
    #expect(fromLaptop < fromPhone)
    #expect(fromPhone.millis == 1_000_000)
  }

  @Test func aStampMoreThanADayAheadIsRefusedAndChangesNothing() throws {
    var clock = HybridClock(device: "phone")
    _ = clock.stamp(wall: 10_000)
    let before = clock.last
    let farAhead = HybridStamp(
      millis: 10_000 + HybridClock.maximumDrift + 1, counter: 0, device: "hostile")
    #expect(throws: HybridClockError.aheadOfTime(farAhead)) {
      try clock.receive(farAhead, wall: 10_000)
    }
    #expect(clock.last == before)
    let withinADay = HybridStamp(millis: 10_000 + HybridClock.maximumDrift, device: "laptop")
    try clock.receive(withinADay, wall: 10_000)
    #expect(clock.stamp(wall: 10_000) > withinADay)
  }

  @Test func stampsOrderByTimeThenCounterThenDevice() {
    let a = HybridStamp(millis: 1, counter: 9, device: "z")
    let b = HybridStamp(millis: 2, counter: 0, device: "a")
    let c = HybridStamp(millis: 2, counter: 1, device: "a")
    let d = HybridStamp(millis: 2, counter: 1, device: "b")
    #expect([d, c, b, a].sorted() == [a, b, c, d])
    #expect(HybridStamp.zero < a)
  }

  @Test func aStampsTextReadsBackAndMalformedTextIsRefused() {
    let stamp = HybridStamp(millis: 1_764_460_800_000, counter: 3, device: "phone-1")
    #expect(stamp.text == "0001764460800000-0000000003-phone-1")
    #expect(HybridStamp(text: stamp.text) == stamp)
    for bad in [
      "", "1764460800000-0000000003-phone", "0001764460800000-3-phone",
      "0001764460800000-0000000003-", "000176446080000x-0000000003-phone",
      "-001764460800000-0000000003-phone",
    ] {
      #expect(HybridStamp(text: bad) == nil, "\(bad)")
    }
  }
}
