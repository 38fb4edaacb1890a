#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A child process started with `posix_spawn` and reaped with `waitpid`, for tests that run the
/// project's executables, and read their peak memory. (Foundation's `Process.waitUntilExit` can miss a child's exit on Linux
/// when many tests start processes at once, and hang the whole run.)
///
/// The child inherits only its three standard streams (never the test process's sockets and
/// files), and every wait has a deadline: past it the child is killed and the wait throws
/// `ChildProcessError.timedOut`.
public final class ChildProcess: @unchecked Sendable {
  public let pid: pid_t
  /// The read end of the child's stdout, when it was captured through a pipe.
  private let stdoutPipe: Int32?
  private var reaped: Int32?
  /// The child's peak resident memory in bytes, once it has been reaped.
  public private(set) var peakMemoryBytes: Int?
  /// What the command was, for messages.
  public let commandLine: String

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
    commandLine = ([path] + arguments).joined(separator: " ")
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
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    #if canImport(Glibc)
    // Every descriptor but the three streams is closed in the child.
    _ = addCloseFrom(&actions, 3)
    #else
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_CLOEXEC_DEFAULT))
    #endif

    let argv = ([path] + arguments).map { strdup($0) } + [nil]
    defer { argv.forEach { free($0) } }
    let variables =
      (environment ?? ChildProcess.currentEnvironment())
      .map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer { variables.forEach { free($0) } }

    var child: pid_t = 0
    let status = posix_spawn(&child, path, &actions, &attributes, argv, variables)
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
      _ = try? waitForExit(within: .seconds(10))
    }
  }

  /// Reads what the child writes to its stdout pipe next: empty at the end of the output.
  /// - Throws: `.timedOut` (after killing the child) when nothing comes within `deadline`.
  public func readStdout(
    within deadline: Duration = .seconds(120)
  ) throws(ChildProcessError)
    -> String
  {
    guard let stdoutPipe else { return "" }
    let limit = ContinuousClock.now + deadline
    while reaped == nil {
      var waiting = pollfd(fd: stdoutPipe, events: Int16(POLLIN), revents: 0)
      let left = ContinuousClock.now.duration(to: limit)
      guard left > .zero else { try killForTimeout(after: deadline) }
      let ready = poll(&waiting, 1, Int32(min(left.milliseconds, 1000)))
      if ready > 0 { break }
      if ready < 0, errno != EINTR { return "" }
    }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let count = read(stdoutPipe, &buffer, buffer.count)
    return count > 0 ? String(decoding: buffer[0..<count], as: UTF8.self) : ""
  }

  /// Everything the child writes to its stdout pipe until it closes it (or, once the child has
  /// exited, until nothing is left, even when a process it started still holds the pipe open).
  public func readRestOfStdout(
    within deadline: Duration = .seconds(120)
  )
    throws(ChildProcessError) -> String
  {
    if reaped != nil, let stdoutPipe {
      _ = fcntl(stdoutPipe, F_SETFL, fcntl(stdoutPipe, F_GETFL) | O_NONBLOCK)
    }
    let limit = ContinuousClock.now + deadline
    var text = ""
    while true {
      let left = ContinuousClock.now.duration(to: limit)
      guard left > .zero else { try killForTimeout(after: deadline) }
      let chunk = try readStdout(within: left)
      if chunk.isEmpty { return text }
      text += chunk
    }
  }

  public func send(signal: Int32) {
    signalProcess(pid, signal)
  }

  /// Waits for the child to end: its exit status, or 128 + the signal that ended it.
  /// - Throws: `.timedOut` when it has not ended within `deadline`; it is killed first.
  @discardableResult
  public func waitForExit(
    within deadline: Duration = .seconds(120)
  ) throws(ChildProcessError)
    -> Int32
  {
    if let reaped { return reaped }
    let limit = ContinuousClock.now + deadline
    var pause = 1
    while try !reap(blocking: false) {
      guard ContinuousClock.now < limit else { try killForTimeout(after: deadline) }
      usleep(useconds_t(pause * 1000))
      pause = min(pause * 2, 20)
    }
    return reaped ?? 0
  }

  /// Kills the child, reaps it and throws `.timedOut`.
  private func killForTimeout(after deadline: Duration) throws(ChildProcessError) -> Never {
    signalProcess(pid, SIGKILL)
    _ = try? reap(blocking: true)
    throw .timedOut(commandLine, seconds: Int(deadline.components.seconds))
  }

  /// Reaps the child if it has ended (or waits for it, when `blocking`); true once reaped.
  private func reap(blocking: Bool) throws(ChildProcessError) -> Bool {
    if reaped != nil { return true }
    var status: Int32 = 0
    var usage = rusage()
    while true {
      let result = wait4(pid, &status, blocking ? 0 : WNOHANG, &usage)
      if result == 0 { return false }
      if result == pid { break }
      guard errno == EINTR else { throw .wait(errno) }
    }
    #if canImport(Darwin)
    peakMemoryBytes = Int(usage.ru_maxrss)
    #else
    peakMemoryBytes = Int(usage.ru_maxrss) * 1024
    #endif
    let low = status & 0x7f
    reaped = low == 0 ? (status >> 8) & 0xff : 128 + low
    return true
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

#if canImport(Glibc)
/// glibc 2.34's `posix_spawn_file_actions_addclosefrom_np`, which the Glibc module does not export.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func addCloseFrom(
  _ actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, _ lowest: Int32
) -> Int32
#endif

private func signalProcess(_ pid: pid_t, _ signal: Int32) {
  _ = kill(pid, signal)
}

extension Duration {
  fileprivate var milliseconds: Int {
    Int(components.seconds) * 1000 + Int(components.attoseconds / 1_000_000_000_000_000)
  }
}

public enum ChildProcessError: Error, Equatable, CustomStringConvertible {
  case spawn(String, Int32)
  case wait(Int32)
  /// The command had not ended within its deadline and was killed.
  case timedOut(String, seconds: Int)

  public var description: String {
    switch self {
    case .spawn(let path, let code): return "could not start \(path) (error \(code))"
    case .wait(let code): return "waiting for a child failed (error \(code))"
    case .timedOut(let command, let seconds):
      return "\(command) had not ended after \(seconds) s and was killed"
    }
  }
}
