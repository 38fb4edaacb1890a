import RippleWire

/// What both modules (engine/ripple.wasm, engine/ripple-coach.wasm) export and share: the web
/// app writes a UTF-8 JSON request into memory it got from
/// `ripple_alloc`, calls an operation, and reads the answer at the returned address: a 4-byte
/// little-endian length, then that many bytes of JSON. It frees both with `ripple_free`.
/// A bad input answers `{"error":{"code","message","field"}}` (`field` null when none), as the
/// API does.

@_expose(wasm, "ripple_alloc")
@_cdecl("ripple_alloc")
public func rippleAlloc(_ size: Int32) -> UnsafeMutableRawPointer {
  UnsafeMutableRawPointer.allocate(byteCount: Int(max(size, 1)), alignment: 8)
}

@_expose(wasm, "ripple_free")
@_cdecl("ripple_free")
public func rippleFree(_ pointer: UnsafeMutableRawPointer) {
  pointer.deallocate()
}

/// The request's JSON, or why it is not JSON.
private func parsed(_ buffer: UnsafeBufferPointer<UInt8>) throws(EngineError) -> JSON {
  do { return try JSONParser.parse(buffer) } catch { throw .badJSON(error.message) }
}

/// Parses the request, runs `operation` and packs its answer (or the error) for the caller.
func answer(
  _ input: UnsafeRawPointer, _ length: Int32,
  _ operation: (JSON) throws(EngineError) -> [UInt8]
) -> UnsafeMutableRawPointer {
  let buffer = UnsafeBufferPointer(
    start: input.assumingMemoryBound(to: UInt8.self), count: Int(length))
  var bytes: [UInt8]
  do {
    bytes = try operation(try parsed(buffer))
  } catch {
    var w = JSONWriter()
    w.object { w in
      w.key("error")
      w.object { w in
        w.field("code", error.code)
        w.field("message", error.message)
        w.nullable("field", error.field)
      }
    }
    bytes = w.bytes
  }
  let count = bytes.count
  let out = UnsafeMutableRawPointer.allocate(byteCount: count + 4, alignment: 8)
  out.storeBytes(of: UInt32(truncatingIfNeeded: count).littleEndian, as: UInt32.self)
  bytes.withUnsafeBytes { source in
    (out + 4).copyMemory(from: source.baseAddress!, byteCount: count)
  }
  return out
}
