import Foundation
import Hummingbird
import RippleWebApp
import RippleWire

/// `/health` for probes and `/api/openapi.yaml`, the API's machine-readable description.
struct MetaController: Sendable {
  func addRoutes(to router: Router<AppRequestContext>) {
    router.get("health") { _, _ in HealthJSON() }
    router.get("api/openapi.yaml") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/yaml; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: ServerResources.openAPIDocument)))
    }
  }
}

/// The files the server serves: its OpenAPI document, and the web app (`RippleWebApp`).
public enum ServerResources {
  /// Read once, when first asked for (a start that fails never reads it).
  public static let openAPIDocument: String = {
    guard let url = Bundle.module.url(forResource: "openapi", withExtension: "yaml"),
      let text = try? String(contentsOf: url, encoding: .utf8)
    else { return "" }
    return text
  }()

  public static var webRoot: String { WebAppFiles.root }
}
