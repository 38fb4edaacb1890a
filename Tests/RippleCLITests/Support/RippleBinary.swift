import Foundation

/// The built `ripple` executable: `RIPPLE_BIN`, else next to the test bundle, else
/// `.build/debug/ripple` under the package root.
enum RippleBinary {
  static let path: String = {
    let environment = ProcessInfo.processInfo.environment
    if let path = environment["RIPPLE_BIN"], !path.isEmpty { return path }
    let beside = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
      .appendingPathComponent("ripple").path
    if FileManager.default.isExecutableFile(atPath: beside) { return beside }
    var root = URL(fileURLWithPath: #filePath)
    while root.path != "/" {
      root.deleteLastPathComponent()
      if FileManager.default.fileExists(atPath: root.appendingPathComponent("Package.swift").path) {
        break
      }
    }
    return root.appendingPathComponent(".build/debug/ripple").path
  }()
}
