/// Every named object reachable from some roots, each once, in the order first met.
public enum WireCatalog {
  public static func objects(from roots: [WireType]) -> [WireObjectSchema] {
    var seen: [String] = []
    var found: [WireObjectSchema] = []
    var waiting = roots
    while !waiting.isEmpty {
      let type = waiting.removeFirst()
      switch type {
      case .array(let element), .map(let element): waiting.append(element)
      case .object(let reference):
        guard !seen.contains(reference.name) else { continue }
        seen.append(reference.name)
        let schema = reference.schema()
        found.append(schema)
        waiting.append(contentsOf: schema.fields.map { $0.type })
      case .string, .formatted, .oneOf, .integer, .number, .boolean, .named: continue
      }
    }
    return found
  }
}
