import NIOCore
import NIOPosix

/// For `ripple serve`: runs Swift concurrency's tasks on the server's event loop threads, so a
/// request is read, handled and answered without moving between two thread pools (on a 2-core
/// machine, that move cost a third of the throughput and most of the tail latency).
enum EventLoopExecutor {
  /// Must run on the main thread before anything else uses Swift concurrency's global executor
  /// (and, for the stop signals, before any other thread starts).
  static func installIfServing(_ arguments: [String] = CommandLine.arguments) {
    guard arguments.dropFirst().first == "serve" else { return }
    StopSignals.install()
    _ = NIOSingletons.unsafeTryInstallSingletonPosixEventLoopGroupAsConcurrencyGlobalExecutor()
  }
}
