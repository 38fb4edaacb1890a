#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, for tests that run the
/// project's executables, and read their peak memory. (Foundation's `Process.waitUntilExit` can miss a child's exit on Linux
/// when many tests start processes at once, and hang the whole run.)
public final class ChildProcess: @unchecked Sendable {
  public let pid: pid_t
  /// The read end of the child's stdout, when it was captured through a pipe.
  private let stdoutPipe: Int32?
  private var reaped: Int32?
  /// The child's peak resident memory in bytes, once it has been reaped.
  public private(set) var peakMemoryBytes: Int?

  /// Starts `path` with `arguments`.
  /// - Parameters:
  ///   - stdinPath, stdoutPath, stderrPath: files for the standard streams (`/dev/null` when nil,
  ///     except stdout when `pipeStdout` is set).
  ///   - pipeStdout: capture stdout through a pipe read with `readStdout`.
  public init(
    _ path: String, arguments: [String], environment: [String: String]? = nil,
    stdinPath: String? = nil, stdoutPath: String? = nil, stderrPath: String? = nil,
    pipeStdout: Bool = false
  ) throws(ChildProcessError) {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, stdinPath ?? "/dev/null", O_RDONLY, 0)
    var pipeEnds: [Int32] = [-1, -1]
    if pipeStdout {
      guard pipe(&pipeEnds) == 0 else { throw .spawn(path, errno) }
      // Other children started meanwhile must not hold the write end open.
      for end in pipeEnds { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
      posix_spawn_file_actions_adddup2(&actions, pipeEnds[1], 1)
    } else {
      posix_spawn_file_actions_addopen(
        &actions, 1, stdoutPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    }
    posix_spawn_file_actions_addopen(
      &actions, 2, stderrPath ?? "/dev/null", O_WRONLY | O_CREAT | O_TRUNC, 0o644)

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables =
      (environment ?? ChildProcess.currentEnvironment())
      .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { variables.forEach { free($0) } }

    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, nil, argv, variables)
    if pipeStdout { close(pipeEnds[1]) }
    guard status == 0 else {
      if pipeStdout { close(pipeEnds[0]) }
      throw .spawn(path, status)
    }
    pid = child
    stdoutPipe = pipeStdout ? pipeEnds[0] : nil
  }

  deinit {
    if let stdoutPipe { close(stdoutPipe) }
    if reaped == nil {
      signalProcess(pid, SIGKILL)
      _ = try? waitForExit()
    }
  }

  /// Reads what the child has written to its stdout pipe since the last read; empty at the end.
  public func readStdout() -> String {
    guard let stdoutPipe else { return "" }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(stdoutPipe, &buffer, buffer.count)
    return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
  }

  /// Everything left on the stdout pipe. Once the child has exited this never blocks, even when
  /// a process the child started still holds the pipe open.
  public func readRestOfStdout() -> String {
    if reaped != nil, let stdoutPipe {
      _ = fcntl(stdoutPipe, F_SETFL, fcntl(stdoutPipe, F_GETFL) | O_NONBLOCK)
    }
    var text = ""
    while true {
      let chunk = readStdout()
      if chunk.isEmpty { return text }
      text += chunk
    }
  }

  public func send(signal: Int32) {
    signalProcess(pid, signal)
  }

  /// Waits for the child to end: its exit status, or 128 + the signal that ended it.
  @discardableResult
  public func waitForExit() throws(ChildProcessError) -> Int32 {
    if let reaped { return reaped }
    var status: Int32 = 0
    var usage = rusage()
    while wait4(pid, &status, 0, &usage) == -1 {
      guard errno == EINTR else { throw .wait(errno) }
    }
    #if canImport(Darwin)
    peakMemoryBytes = Int(usage.ru_maxrss)
    #else
    peakMemoryBytes = Int(usage.ru_maxrss) * 1024
    #endif
    let low = status & 0x7f
    let result = low == 0 ? (status >> 8) & 0xff : 128 + low
    reaped = result
    return result
  }

  static func currentEnvironment() -> [String: String] {
    var result: [String: String] = [:]
    var pointer = environ
    while let entry = pointer.pointee {
      let text = String(cString: entry)
      if let equals = text.firstIndex(of: "=") {
        result[String(text[..<equals])] = String(text[text.index(after: equals)...])
      }
      pointer += 1
    }
    return result
  }
}

private func signalProcess(_ pid: pid_t, _ signal: Int32) {
  _ = kill(pid, signal)
}

public enum ChildProcessError: Error, Equatable {
  case spawn(String, Int32)
  case wait(Int32)
}
