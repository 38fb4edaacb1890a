import Foundation

/// The process's peak resident memory, as Linux reports it (`VmHWM` in /proc/self/status).
enum PeakMemory {
  static func residentKilobytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else {
      return nil
    }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      return Int(line.split(separator: " ").dropFirst().first ?? "")
    }
    return nil
  }
}
