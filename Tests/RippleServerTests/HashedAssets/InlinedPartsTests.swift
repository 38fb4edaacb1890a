import Crypto
import Foundation
import Testing

@testable import RippleServer

/// The page's marked parts come inside it: scripts allowed by their hashes, style sheets as
/// `<style>`; unmarked references, files outside the web root and content that would close the
/// element early stay references.
@Suite struct InlinedPartsTests {
  let root: URL

  init() throws {
    root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "inlined-\(UUID().uuidString)")
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("js"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
      at: root.appendingPathComponent("css"), withIntermediateDirectories: true)
    try "document.documentElement.dataset.booted = '1';".write(
      to: root.appendingPathComponent("js/boot.js"), atomically: true, encoding: .utf8)
    try ":root { --ink: #111; }".write(
      to: root.appendingPathComponent("css/first.css"), atomically: true, encoding: .utf8)
    try "document.write('</script>');".write(
      to: root.appendingPathComponent("js/closing.js"), atomically: true, encoding: .utf8)
  }

  @Test func markedScriptsAndStyleSheetsComeInsideThePage() {
    let page = """
      <script src="/js/boot.js" data-inline></script>
      <link rel="stylesheet" href="/css/first.css" data-inline>
      <link rel="stylesheet" href="/css/first.css">
      """
    let inlined = InlinedParts(source: page, root: root)
    #expect(
      inlined.html == """
        <script>document.documentElement.dataset.booted = '1';</script>
        <style>:root { --ink: #111; }</style>
        <link rel="stylesheet" href="/css/first.css">
        """)
    let digest = Data(
      SHA256.hash(data: Data("document.documentElement.dataset.booted = '1';".utf8)))
    #expect(inlined.scriptSources == ["'sha256-\(digest.base64EncodedString())'"])
  }

  @Test(arguments: [
    #"<script src="/js/closing.js" data-inline></script>"#,
    #"<script src="/js/missing.js" data-inline></script>"#,
    #"<script src="/../../etc/hostname" data-inline></script>"#,
    #"<script src="/js/boot.js"></script>"#,
  ])
  func whatCannotBeInlinedStaysAReference(_ page: String) {
    let inlined = InlinedParts(source: page, root: root)
    #expect(inlined.html == page)
    #expect(inlined.scriptSources.isEmpty)
  }
}
