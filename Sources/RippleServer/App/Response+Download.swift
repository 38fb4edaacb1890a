import Foundation
import Hummingbird

extension Response {
  /// A file to save (`Content-Disposition: attachment`) named `name`.
  static func download(_ data: Data, type: String, name: String) -> Response {
    Response(
      status: .ok,
      headers: [
        .contentType: type, .contentDisposition: "attachment; filename=\"\(name)\"",
      ], body: .init(byteBuffer: ByteBuffer(data: data)))
  }
}
