// The benchmark's entry point in `RIPPLE_ENGINE_ONLY=1` builds, which have no RippleStore:
// the engine and statistics suites.
let suites = CommandLine.arguments.dropFirst()
for suite in suites.isEmpty ? ["engine", "stats"] : Array(suites) {
  switch suite {
  case "engine": runEngineBenchmark()
  case "stats": runStatsBenchmark()
  default: print("unknown suite \(suite)")
  }
}
