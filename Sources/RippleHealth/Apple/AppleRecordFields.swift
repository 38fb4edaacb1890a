/// The attributes of a `Record` or `Workout` tag that Ripple reads, as raw bytes.
struct AppleRecordFields {
  var type = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var sourceName = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var unit = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var value = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var startDate = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var endDate = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var duration = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
  var durationUnit = UnsafeBufferPointer<UInt8>(start: nil, count: 0)

  init(_ tag: XMLTag) {
    tag.forEachAttribute { name, value in
      switch name.count {
      case 4 where ASCII.equals(name, "type"): type = value
      case 4 where ASCII.equals(name, "unit"): unit = value
      case 5 where ASCII.equals(name, "value"): self.value = value
      case 7 where ASCII.equals(name, "endDate"): endDate = value
      case 8 where ASCII.equals(name, "duration"): duration = value
      case 9 where ASCII.equals(name, "startDate"): startDate = value
      case 10 where ASCII.equals(name, "sourceName"): sourceName = value
      case 12 where ASCII.equals(name, "durationUnit"): durationUnit = value
      case 19 where ASCII.equals(name, "workoutActivityType"): type = value
      default: break
      }
      return true
    }
  }

  /// Just the `type` attribute (Apple writes it first), so records of other types are passed
  /// over without reading the rest.
  static func type(of tag: XMLTag) -> UnsafeBufferPointer<UInt8> {
    var type = UnsafeBufferPointer<UInt8>(start: nil, count: 0)
    tag.forEachAttribute { name, value in
      guard ASCII.equals(name, "type") else { return true }
      type = value
      return false
    }
    return type
  }
}
