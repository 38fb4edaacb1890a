import Foundation
import RippleFuzzDriver

/// A libFuzzer target: `@main` on a type with `fuzz`, one file in Tests/Fuzz/Targets.
public protocol FuzzTarget {
  /// Reads one input; must not crash, hang or run out of memory whatever it holds.
  static func fuzz(_ input: FuzzInput)
}

extension FuzzTarget {
  public static func main() {
    FuzzDriver.fuzz = fuzz
    var argc = CommandLine.argc
    var argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>? = CommandLine.unsafeArgv
    exit(
      LLVMFuzzerRunDriver(&argc, &argv) { data, size in
        FuzzDriver.fuzz(FuzzInput(data, size))
        return 0
      })
  }
}

/// The target being run: libFuzzer's callback is a C function, which captures nothing.
enum FuzzDriver {
  nonisolated(unsafe) static var fuzz: (FuzzInput) -> Void = { _ in }
}
