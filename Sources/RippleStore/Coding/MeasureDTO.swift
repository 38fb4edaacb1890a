import RippleCore
import RippleWire

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

  /// Written as the API writes it (RippleWire's `MeasureWire`), so a backup holds the same JSON.
  public func encode(to encoder: any Encoder) throws {
    try MeasureWire(measure).encodeWire(to: encoder)
  }
}
