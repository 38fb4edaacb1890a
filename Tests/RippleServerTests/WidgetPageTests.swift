import HTTPTypes
import Testing

@testable import RippleServer

/// The widget pages are served at `/widget/<size>` with their query kept, and may be
/// framed (dashboards); every other page still may not.
@Suite struct WidgetPageTests {
  @Test func eachSizeIsServedWithItsQueryAndMayBeFramed() async throws {
    try await TestApp.run { app in
      for size in ["small", "medium", "large"] {
        let page = try await app.get("/widget/\(size)?theme=dark&category=x")
        #expect(page.status == .ok, "\(size)")
        #expect(page.text.contains(#"<body data-size="\#(size)">"#))
        #expect(page.headers[.contentSecurityPolicy]?.contains("frame-ancestors *") == true)
        #expect(page.headers[HTTPField.Name("X-Frame-Options")!] == nil)
      }
      let app404 = try await app.get("/widget/huge")
      #expect(app404.status == .notFound)
      let index = try await app.get("/")
      #expect(index.headers[.contentSecurityPolicy]?.contains("frame-ancestors 'none'") == true)
      #expect(index.headers[HTTPField.Name("X-Frame-Options")!] == "DENY")
    }
  }
}
