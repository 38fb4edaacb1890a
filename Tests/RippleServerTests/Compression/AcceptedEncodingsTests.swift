import Testing

@testable import RippleServer

/// Which `Accept-Encoding` headers allow a gzipped answer.
@Suite struct AcceptedEncodingsTests {
  @Test(arguments: [
    ("gzip, deflate, br", true), ("GZIP", true), ("br;q=1.0, gzip;q=0.8", true),
    ("*", true), ("*;q=0.5", true), ("identity", false), ("br", false),
    ("gzip;q=0", false), ("gzip; q=0.000", false), ("*, gzip;q=0", false), ("*;q=0", false),
    ("", false), ("gzip;q=abc", false),
  ])
  func gzipIsAllowed(header: String, allowed: Bool) {
    #expect(AcceptedEncodings(header).allowsGzip == allowed, "\(header)")
  }

  @Test func noHeaderAllowsNothingButTheFileAsItIs() {
    #expect(!AcceptedEncodings(nil).allowsGzip)
  }
}
