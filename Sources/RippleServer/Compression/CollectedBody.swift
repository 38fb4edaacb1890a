import Hummingbird
import NIOCore

/// A response body read into one buffer (callers collect only bodies of a known, bounded length).
enum CollectedBody {
  static func collect(_ body: ResponseBody) async throws -> ByteBuffer {
    let sink = Sink()
    try await body.write(Writer(sink: sink))
    return sink.buffer
  }

  private final class Sink: @unchecked Sendable {
    var buffer = ByteBuffer()
  }

  private struct Writer: ResponseBodyWriter {
    let sink: Sink

    mutating func write(_ buffer: ByteBuffer) async throws {
      var buffer = buffer
      sink.buffer.writeBuffer(&buffer)
    }

    consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
  }
}
