// The benchmark's entry point in `RIPPLE_ENGINE_ONLY=1` builds, which have no RippleStore:
// the engine, statistics and coach suites.
let suites = CommandLine.arguments.dropFirst()
for suite in suites.isEmpty ? ["engine", "stats", "coach"] : Array(suites) {
  switch suite {
  case "engine": runEngineBenchmark()
  case "stats": runStatsBenchmark()
  case "coach": runCoachBenchmark()
  default: print("unknown suite \(suite)")
  }
}
