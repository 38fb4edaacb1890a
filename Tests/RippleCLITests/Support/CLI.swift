import Foundation
import RippleTestSupport
import Testing

/// What a run of `ripple` left behind.
struct RunResult: CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String
  /// The run's peak resident memory.
  var peakMemoryBytes = 0

  var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// A run of `ripple` killed at its deadline, with what it had printed.
struct RunTimedOut: Error, CustomStringConvertible {
  var reason: ChildProcessError
  var stdout: String
  var stderr: String

  var description: String { "\(reason)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
}

/// Runs the built `ripple` against a fresh database in a temporary folder, with "today" pinned.
final class CLI {
  let folder: URL
  var today: String
  var environment: [String: String]

  init(today: String = "2026-01-08") throws {
    folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("ripple-cli-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    self.today = today
    environment = ProcessInfo.processInfo.environment
    environment["XDG_DATA_HOME"] = folder.path
    environment["HOME"] = folder.path
    environment.removeValue(forKey: "RIPPLE_TODAY")
    environment.removeValue(forKey: "NO_COLOR")
  }

  deinit {
    try? FileManager.default.removeItem(at: folder)
  }

  /// What `--database` names: the SQLite file in the folder unless a test sets another (a
  /// `postgres://` address).
  var databaseAddress: String?
  var database: String { databaseAddress ?? folder.appendingPathComponent("ripple.sqlite").path }

  func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// `ripple ARGUMENTS --database DB` with `RIPPLE_TODAY` set to `today` (unless nil).
  @discardableResult
  func run(_ arguments: String..., today: String? = nil, stdin: String? = nil) throws -> RunResult {
    try run(arguments, today: today ?? self.today, stdin: stdin)
  }

  /// Runs like `run`, through a small Python parent that reports the child's peak memory: the
  /// peak a test process reads with `wait4` starts from its own (large) size, since the child
  /// is spawned from its memory before it runs `ripple`.
  func runMeasuringMemory(_ arguments: String...) throws -> RunResult {
    let probe = """
      import resource, subprocess, sys
      code = subprocess.call(sys.argv[1:])
      sys.stderr.write("peak-kb %d\\n" % resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss)
      sys.exit(code)
      """
    var result = try run(
      arguments, today: today, wrapper: ["/usr/bin/env", "python3", "-c", probe])
    let line = result.stderr.split(separator: "\n").last { $0.hasPrefix("peak-kb ") }
    result.peakMemoryBytes = (line.flatMap { Int($0.dropFirst(8)) } ?? 0) * 1024
    return result
  }

  /// Runs a command that takes no `--database` (`ripple licence keygen`, `issue`).
  func runWithoutDatabase(_ arguments: String...) throws -> RunResult {
    try run(arguments, today: today, withDatabase: false)
  }

  /// Runs `ripple`; a run that has not ended within `deadline` is killed, and the test fails
  /// with what it printed.
  func run(
    _ arguments: [String], today: String?, stdin: String? = nil, wrapper: [String] = [],
    withDatabase: Bool = true, deadline: Duration = .seconds(120)
  ) throws -> RunResult {
    let usesDatabase =
      withDatabase && !arguments.isEmpty && !arguments.contains("--help")
      && arguments[0] != "migrate-store"
    var environment = self.environment
    if let today { environment["RIPPLE_TODAY"] = today }
    let name = UUID().uuidString
    let input = file("in-\(name)")
    let out = file("out-\(name)")
    let err = file("err-\(name)")
    try Data((stdin ?? "").utf8).write(to: URL(fileURLWithPath: input))
    defer {
      for path in [input, out, err] { try? FileManager.default.removeItem(atPath: path) }
    }
    let command = wrapper + [RippleBinary.path]
    let child = try ChildProcess(
      command[0],
      arguments: Array(command.dropFirst()) + arguments
        + (usesDatabase ? ["--database", database] : []),
      environment: environment, stdinPath: input, stdoutPath: out, stderrPath: err)
    let output = {
      (
        (try? String(contentsOfFile: out, encoding: .utf8)) ?? "",
        (try? String(contentsOfFile: err, encoding: .utf8)) ?? ""
      )
    }
    let status: Int32
    do {
      status = try child.waitForExit(within: deadline)
    } catch {
      let (stdout, stderr) = output()
      throw RunTimedOut(reason: error, stdout: stdout, stderr: stderr)
    }
    let (stdout, stderr) = output()
    return RunResult(
      status: status, stdout: stdout, stderr: stderr,
      peakMemoryBytes: child.peakMemoryBytes ?? 0)
  }

  /// Runs and expects success, returning stdout.
  @discardableResult
  func ok(
    _ arguments: String..., today: String? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> String {
    let result = try run(arguments, today: today ?? self.today)
    #expect(result.status == 0, "\(arguments): \(result)", sourceLocation: sourceLocation)
    return result.stdout
  }
}
