/// Where the server listens and what it serves.
public struct ServerConfiguration: Sendable {
  public var host: String
  public var port: Int
  /// The folder of the web app's static files; nil serves the bundled copy.
  public var webRoot: String?

  public init(host: String = "127.0.0.1", port: Int = 8080, webRoot: String? = nil) {
    self.host = host
    self.port = port
    self.webRoot = webRoot
  }
}
