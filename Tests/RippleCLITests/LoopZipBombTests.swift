import Foundation
import RippleTestSupport
import Testing

@Suite("A Loop zip that lies about its size")
struct LoopZipBombTests {
  /// `LoopCSVArchiveReader.maximumExtractedSize`.
  static let cap = 64 * 1_048_576

  @Test func isRefusedAtTheCapWithBoundedMemory() throws {
    let cli = try CLI()
    try cli.ok("add", "Read")
    let file = cli.file("Loop Habits CSV 2024-01-06.zip")
    // 3.3 MB on disk, 100 bytes in its headers, 512 MB inflated.
    let bomb = ZipBomb.loopExport(expandingTo: 8 * LoopZipBombTests.cap)
    try Data(bomb).write(to: URL(fileURLWithPath: file))

    let result = try cli.runMeasuringMemory("import", "loop", file)

    #expect(result.status == 5, "\(result)")
    #expect(result.stderr.contains("This zip file expands to more than 64 MB"), "\(result)")
    // Inflating it all would need the whole 512 MB (twice, as bytes and text); reading up to the
    // cap needs about 100 MB.
    #expect(
      result.peakMemoryBytes > 0 && result.peakMemoryBytes < 3 * LoopZipBombTests.cap,
      "peak \(result.peakMemoryBytes / 1_048_576) MB")
    #expect(try cli.ok("list").contains("Read") && !(try cli.ok("list")).contains("Floss"))
  }
}
