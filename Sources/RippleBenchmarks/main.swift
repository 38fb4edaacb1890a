// Prints timings of Ripple's hot paths, built in release:
//   swift run -c release RippleBenchmarks [engine|store|stats|coach]...
let suites = CommandLine.arguments.dropFirst()
let selected = suites.isEmpty ? ["engine", "store", "stats", "coach"] : Array(suites)
for suite in selected {
  switch suite {
  case "engine": runEngineBenchmark()
  case "store": runStoreBenchmark()
  case "stats": runStatsBenchmark()
  case "coach": runCoachBenchmark()
  default: print("unknown suite \(suite)")
  }
}
