import RippleServices

/// What a client's `Accept-Encoding` header allows (RFC 9110 §12.5.3): a coding is acceptable
/// when it, or `*`, is listed with a weight above zero and not refused by `q=0` by name.
struct AcceptedEncodings: Sendable, Equatable {
  private var weights: [String: Double] = [:]

  init(_ header: String?) {
    for item in (header ?? "").split(separator: ",") {
      let parts = item.split(separator: ";").map { String($0).trimmingWhitespace().lowercased() }
      guard let name = parts.first, !name.isEmpty else { continue }
      var weight = 1.0
      for parameter in parts.dropFirst() where parameter.hasPrefix("q=") {
        weight = Double(parameter.dropFirst(2)) ?? 0
      }
      weights[name] = weight
    }
  }

  func allows(_ coding: String) -> Bool {
    if let weight = weights[coding] { return weight > 0 }
    return (weights["*"] ?? 0) > 0
  }

  var allowsGzip: Bool { allows("gzip") }
}
