import RippleCore

/// A measure as JSON: `{"kind": "boolean"}` or `{"kind": "numeric", "target": 8, "unit":
/// "glasses", "targetKind": "at_least" | "at_most"}`.
public struct MeasureDTO: Codable, Sendable, Equatable {
  public var measure: Measure

  public init(_ measure: Measure) { self.measure = measure }

  enum CodingKeys: String, CodingKey { case kind, target, unit, targetKind }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    let kind = try container.decode(String.self, forKey: .kind)
    switch kind {
    case "boolean":
      measure = .boolean
    case "numeric":
      measure = .numeric(
        target: try container.decode(Double.self, forKey: .target),
        unit: try container.decodeIfPresent(String.self, forKey: .unit) ?? "",
        kind: try container.decodeCode(TargetKind.self, .targetKind))
    default:
      throw DecodingError.dataCorruptedError(
        forKey: .kind, in: container, debugDescription: "'\(kind)' is not a kind of measure")
    }
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    switch measure {
    case .boolean:
      try container.encode("boolean", forKey: .kind)
    case .numeric(let target, let unit, let kind):
      try container.encode("numeric", forKey: .kind)
      try container.encode(target, forKey: .target)
      try container.encode(unit, forKey: .unit)
      try container.encode(kind.rawValue, forKey: .targetKind)
    }
  }
}
