import Foundation
import RippleTestSupport

/// Runs the `RippleCrashWriter` executable and kills it with SIGKILL.
enum CrashWriterProcess {
  /// The executable, built next to the test bundle.
  static func executable() -> URL? {
    let name = "RippleCrashWriter"
    let packageRoot = URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    let candidates = [
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
      Bundle.main.bundleURL.deletingLastPathComponent(),
      Bundle.main.bundleURL,
      packageRoot.appendingPathComponent(".build/debug"),
    ].map { $0.appendingPathComponent(name) }
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Starts the writer, kills it `delay` after it is ready and has acknowledged two check-ins (or
  /// after it starts, when `waitForReady` is false), and returns the days it acknowledged.
  static func run(
    _ executable: URL, arguments: [String], waitForReady: Bool, delay: TimeInterval
  ) async throws -> [Int] {
    try await withCheckedThrowingContinuation { continuation in
      DispatchQueue.global().async {
        do {
          continuation.resume(
            returning: try runBlocking(
              executable, arguments: arguments, waitForReady: waitForReady, delay: delay))
        } catch {
          continuation.resume(throwing: error)
        }
      }
    }
  }

  private static func runBlocking(
    _ executable: URL, arguments: [String], waitForReady: Bool, delay: TimeInterval
  ) throws -> [Int] {
    // A writer killed mid-crash must not leave Swift's backtracer holding the pipe.
    var environment = ProcessInfo.processInfo.environment
    environment["SWIFT_BACKTRACE"] = "enable=no"
    let child = try ChildProcess(
      executable.path, arguments: arguments, environment: environment, pipeStdout: true)
    var text = ""
    // Ready, and (so that however slow the machine, each such round kills a writer that has
    // acknowledged writes and is making more) two check-ins acknowledged.
    func acks() -> Int { text.split(separator: "\n").filter { $0.hasPrefix("ack ") }.count }
    if waitForReady {
      while !text.contains("ready\n") || acks() < 2 {
        let chunk = try child.readStdout()
        if chunk.isEmpty { break }
        text += chunk
      }
    }
    Thread.sleep(forTimeInterval: delay)
    child.send(signal: SIGKILL)
    try child.waitForExit()
    text += try child.readRestOfStdout()
    return text.split(separator: "\n").compactMap { line in
      line.hasPrefix("ack ") ? Int(line.dropFirst(4)) : nil
    }
  }
}
