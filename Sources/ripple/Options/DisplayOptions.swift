import ArgumentParser

/// How text output is drawn.
struct DisplayOptions: ParsableArguments {
  @Flag(help: "Draw bars and symbols with plain ASCII characters.")
  var ascii = false

  var style: TerminalStyle { TerminalStyle.detect(ascii: ascii) }
}
