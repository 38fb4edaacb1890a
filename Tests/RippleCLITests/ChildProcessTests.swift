import Foundation
import RippleTestSupport
import Testing

/// The tests' child processes: killed at their deadline, and given no descriptor of the test
/// process but the standard streams.
@Suite struct ChildProcessTests {
  @Test func aChildPastItsDeadlineIsKilledAndTheWaitFails() throws {
    // Had the wait lasted the child's 30 s, the child would have exited and nothing thrown.
    let child = try ChildProcess("/bin/sleep", arguments: ["30"])
    #expect(throws: ChildProcessError.timedOut("/bin/sleep 30", seconds: 0)) {
      try child.waitForExit(within: .milliseconds(200))
    }
    #expect(kill(child.pid, 0) == -1, "the child is gone")
  }

  @Test func aSilentChildFailsAReadAtItsDeadline() throws {
    let child = try ChildProcess("/bin/sleep", arguments: ["30"], pipeStdout: true)
    #expect(throws: ChildProcessError.timedOut("/bin/sleep 30", seconds: 0)) {
      try child.readRestOfStdout(within: .milliseconds(200))
    }
  }

  @Test func aChildInheritsOnlyTheStandardStreams() throws {
    // A descriptor the test process holds open, as other tests' sockets and files are.
    let held = open("/dev/null", O_RDONLY)
    #expect(held > 2)
    defer { close(held) }
    let child = try ChildProcess(
      "/bin/sh", arguments: ["-c", "ls /proc/$$/fd"], pipeStdout: true)
    let open = try child.readRestOfStdout().split(separator: "\n").compactMap { Int($0) }
    #expect(try child.waitForExit() == 0)
    #expect(!open.contains(Int(held)), "\(open)")
    #expect(Set(open).isSuperset(of: [0, 1, 2]))
  }
}
