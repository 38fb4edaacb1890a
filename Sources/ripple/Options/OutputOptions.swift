import ArgumentParser

/// `--json`: machine-readable output instead of text.
struct OutputOptions: ParsableArguments {
  @Flag(help: "Print JSON instead of text.")
  var json = false
}
