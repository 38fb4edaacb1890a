import Foundation
import Testing

/// What a run of `ripple` left behind.
struct RunResult: CustomStringConvertible {
  var status: Int32
  var stdout: String
  var stderr: String

  var description: String { "exit \(status)\nstdout:\n\(stdout)\nstderr:\n\(stderr)" }
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

  var database: String { folder.appendingPathComponent("ripple.sqlite").path }

  func file(_ name: String) -> String { folder.appendingPathComponent(name).path }

  /// `ripple ARGUMENTS --database DB` with `RIPPLE_TODAY` set to `today` (unless nil).
  @discardableResult
  func run(_ arguments: String..., today: String? = nil, stdin: String? = nil) throws -> RunResult {
    try run(arguments, today: today ?? self.today, stdin: stdin)
  }

  func run(_ arguments: [String], today: String?, stdin: String? = nil) throws -> RunResult {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: RippleBinary.path)
    let usesDatabase = !arguments.isEmpty && !arguments.contains("--help")
    process.arguments = arguments + (usesDatabase ? ["--database", database] : [])
    var environment = self.environment
    if let today { environment["RIPPLE_TODAY"] = today }
    process.environment = environment
    let out = folder.appendingPathComponent("out-\(UUID().uuidString)")
    let err = folder.appendingPathComponent("err-\(UUID().uuidString)")
    FileManager.default.createFile(atPath: out.path, contents: nil)
    FileManager.default.createFile(atPath: err.path, contents: nil)
    process.standardOutput = try FileHandle(forWritingTo: out)
    process.standardError = try FileHandle(forWritingTo: err)
    let input = Pipe()
    process.standardInput = input
    try process.run()
    input.fileHandleForWriting.write(Data((stdin ?? "").utf8))
    try input.fileHandleForWriting.close()
    process.waitUntilExit()
    defer {
      try? FileManager.default.removeItem(at: out)
      try? FileManager.default.removeItem(at: err)
    }
    return RunResult(
      status: process.terminationStatus,
      stdout: try String(contentsOf: out, encoding: .utf8),
      stderr: try String(contentsOf: err, encoding: .utf8))
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
