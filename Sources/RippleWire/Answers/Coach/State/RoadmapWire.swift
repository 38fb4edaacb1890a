import RippleCore

/// A roadmap, as stored and as the API shows it (the API document's `Roadmap`, which a preview
/// sent back holds too): its stages, each with the week it begins in, what it aims at, and the
/// weeks its stages cover together ("weeks", written for readers and not read back).
public struct RoadmapWire: WireValue, Sendable {
  public var roadmap: Roadmap

  public init(_ roadmap: Roadmap) { self.roadmap = roadmap }

  #if !hasFeature(Embedded)
  public static var wireType: WireType { .named("Roadmap") }
  #endif

  public func write(to json: inout JSONWriter) {
    json.object { json in
      json.field("version", roadmap.version)
      json.key("stages")
      roadmap.stages.indices.map {
        StageWire(roadmap.stages[$0], firstWeek: roadmap.firstWeek(of: $0))
      }.write(to: &json)
      json.field("difficulty", roadmap.difficulty.rawValue)
      json.field("domain", roadmap.domain.rawValue)
      json.key("planner")
      json.object { json in
        json.field("name", roadmap.planner.name)
        json.field("version", roadmap.planner.version)
      }
      json.field("createdDay", roadmap.createdDay.text)
      json.field("change", roadmap.change.rawValue)
      let aim = roadmap.aim
      for (name, quantity) in [
        ("target", aim.target), ("baseline", aim.baseline), ("finish", aim.finish),
      ] {
        json.key(name)
        if let quantity { QuantityWire(quantity).write(to: &json) } else { json.null() }
      }
      json.field("reachesTarget", aim.reachesTarget)
      json.nullable("advice", aim.advice)
      json.field("summary", aim.summary)
      json.field("variant", aim.variant.rawValue)
      json.key("safety")
      aim.safety.write(to: &json)
      json.nullable("suggestedWeeks", aim.suggestedWeeks)
      json.field("weeks", roadmap.totalWeeks)
    }
  }

  #if !hasFeature(Embedded)
  public func encode(to encoder: any Encoder) throws { try encodeWire(to: encoder) }
  #endif
}
