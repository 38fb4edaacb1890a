import Dispatch

/// Runs `work` to its end and hands back its result, on a thread that is not one of Swift
/// concurrency's: libFuzzer calls its entry point synchronously.
public func blocking<T: Sendable>(_ work: @escaping @Sendable () async -> T) -> T {
  let result = ResultBox<T>()
  let done = DispatchSemaphore(value: 0)
  Task {
    result.value = await work()
    done.signal()
  }
  done.wait()
  return result.value!
}

/// Written by one task before the semaphore is signalled, read after it is waited for.
private final class ResultBox<T>: @unchecked Sendable {
  var value: T?
}
