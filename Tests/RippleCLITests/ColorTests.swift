import Foundation
import RippleTestSupport
import Testing

#if os(Linux)
/// Colour only on a terminal: run under util-linux `script` to give `ripple` one.
@Suite(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script")))
struct ColorTests {
  private func onTerminal(_ cli: CLI, _ environment: [String: String]) throws -> String {
    let command = "'\(RippleBinary.path)' list --database '\(cli.database)'"
    var env = cli.environment
    env.removeValue(forKey: "COLORTERM")
    env["TERM"] = "xterm-256color"
    let child = try ChildProcess(
      "/usr/bin/script", arguments: ["-q", "-e", "-c", command, "/dev/null"],
      environment: env.merging(environment) { $1 }, pipeStdout: true)
    let data = Data(try child.readRestOfStdout().utf8)
    try child.waitForExit()
    return String(decoding: data, as: UTF8.self)
  }

  @Test func colourDependsOnTheTerminal() throws {
    let cli = try CLI()
    try cli.ok("add", "Exercise")

    #expect(try onTerminal(cli, ["COLORTERM": "truecolor"]).contains("\u{1B}[38;2;255;107;107m●"))
    #expect(try onTerminal(cli, ["COLORTERM": "24bit"]).contains("\u{1B}[38;2;255;107;107m●"))
    #expect(try onTerminal(cli, [:]).contains("\u{1B}[38;5;203m●"))
    #expect(
      !(try onTerminal(cli, ["NO_COLOR": "1", "COLORTERM": "truecolor"])).contains("\u{1B}["))
    #expect(!(try cli.ok("list")).contains("\u{1B}["))
  }
}
#endif
