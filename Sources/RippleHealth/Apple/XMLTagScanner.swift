import Foundation

/// Finds the tags of an XML stream fed in chunks of any size, with bounded memory.
///
/// It is deliberately not an XML parser: it hands each start or empty-element tag
/// (`<Record … />`, `<Workout …>`) to its caller as raw bytes and skips everything else —
/// text, end tags, comments, CDATA, processing instructions and the document type declaration
/// with its internal subset (quotes count outside it, not within: a stray `]` in the subset at
/// worst ends the skipping early, after which its declarations read as text). Entities are never declared, expanded or even read, so a
/// "billion laughs" DTD costs the time to skip its bytes and nothing more. A tag longer than
/// `maximumTagBytes` (an element that never ends) is refused rather than buffered.
struct XMLTagScanner {
  private enum Mode {
    case text
    /// After `<`, before knowing what kind of markup follows.
    case markupStart
    case tag(quote: UInt8)
    /// After `<!`: the bytes seen so far decide between a comment, CDATA and a declaration.
    case declarationStart(seen: Int)
    case comment(dashes: Int)
    case cdata(brackets: Int)
    case declaration(inSubset: Bool, quote: UInt8)
  }

  let maximumTagBytes: Int
  private var mode = Mode.text
  /// The tag being read when it began in an earlier chunk.
  private var pending: [UInt8] = []
  private var declarationPrefix: [UInt8] = []

  init(maximumTagBytes: Int) {
    self.maximumTagBytes = maximumTagBytes
    pending.reserveCapacity(1024)
  }

  /// Scans `chunk`, calling `onTag` with each complete start tag, from its `<` to its `>`.
  mutating func scan(
    _ chunk: UnsafeBufferPointer<UInt8>, onTag: (UnsafeBufferPointer<UInt8>) throws -> Void
  ) throws {
    var index = 0
    let end = chunk.count
    while index < end {
      switch mode {
      case .text:
        guard let open = Self.firstIndex(of: UInt8(ascii: "<"), in: chunk, from: index) else {
          return
        }
        mode = .markupStart
        index = open + 1
      case .markupStart:
        let byte = chunk[index]
        if byte == UInt8(ascii: "!") {
          mode = .declarationStart(seen: 0)
          declarationPrefix.removeAll(keepingCapacity: true)
          index += 1
        } else {
          pending.append(UInt8(ascii: "<"))
          mode = .tag(quote: 0)
        }
      case .tag(var quote):
        var cursor = index
        var closed = false
        while cursor < end {
          let byte = chunk[cursor]
          if quote != 0 {
            if byte == quote { quote = 0 }
          } else if byte == UInt8(ascii: ">") {
            closed = true
            break
          } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
            quote = byte
          }
          cursor += 1
        }
        let length = cursor - index + (closed ? 1 : 0)
        guard pending.count + length <= maximumTagBytes else {
          throw HealthImportError.elementTooLong(limit: maximumTagBytes)
        }
        pending.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[index..<index + length]))
        guard closed else {
          mode = .tag(quote: quote)
          return
        }
        if pending.count > 1, pending[1] != UInt8(ascii: "/"), pending[1] != UInt8(ascii: "?") {
          try pending.withUnsafeBufferPointer { try onTag($0) }
        }
        pending.removeAll(keepingCapacity: true)
        mode = .text
        index = cursor + 1
      case .declarationStart(let seen):
        index = scanDeclarationStart(chunk[index], seen: seen, at: index)
      case .comment(var dashes):
        while index < end {
          let byte = chunk[index]
          index += 1
          if byte == UInt8(ascii: ">"), dashes >= 2 {
            mode = .text
            break
          }
          dashes = byte == UInt8(ascii: "-") ? dashes + 1 : 0
          mode = .comment(dashes: dashes)
        }
      case .cdata(var brackets):
        while index < end {
          let byte = chunk[index]
          index += 1
          if byte == UInt8(ascii: ">"), brackets >= 2 {
            mode = .text
            break
          }
          brackets = byte == UInt8(ascii: "]") ? brackets + 1 : 0
          mode = .cdata(brackets: brackets)
        }
      case .declaration:
        while index < end {
          let byte = chunk[index]
          index += 1
          skipDeclarationByte(byte)
          if isBetweenTags { break }
        }
      }
    }
  }

  /// Whether the stream stopped between tags rather than inside one.
  var isBetweenTags: Bool {
    if case .text = mode { return true }
    return false
  }

  private static let commentOpening = Array("--".utf8)
  private static let cdataOpening = Array("[CDATA[".utf8)

  /// Reads one byte after `<!`; returns the index to continue from.
  private mutating func scanDeclarationStart(_ byte: UInt8, seen: Int, at index: Int) -> Int {
    declarationPrefix.append(byte)
    if declarationPrefix == Self.commentOpening {
      mode = .comment(dashes: 0)
    } else if declarationPrefix == Self.cdataOpening {
      mode = .cdata(brackets: 0)
    } else if Self.commentOpening.starts(with: declarationPrefix)
      || Self.cdataOpening.starts(with: declarationPrefix)
    {
      mode = .declarationStart(seen: seen + 1)
    } else {
      // `<!DOCTYPE …>`, `<!ENTITY …>` and the like: skipped whole, quotes and subset included.
      // Its bytes are read again so a `[` or a quote among them is seen.
      let prefix = declarationPrefix
      mode = .declaration(inSubset: false, quote: 0)
      for earlier in prefix.dropLast() { skipDeclarationByte(earlier) }
      return index
    }
    return index + 1
  }

  private mutating func skipDeclarationByte(_ byte: UInt8) {
    guard case .declaration(var inSubset, var quote) = mode else { return }
    if inSubset {
      if byte == UInt8(ascii: "]") { inSubset = false }
    } else if quote != 0 {
      if byte == quote { quote = 0 }
    } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") {
      quote = byte
    } else if byte == UInt8(ascii: "[") {
      inSubset = true
    } else if byte == UInt8(ascii: ">") {
      mode = .text
      return
    }
    mode = .declaration(inSubset: inSubset, quote: quote)
  }

  private static func firstIndex(
    of target: UInt8, in chunk: UnsafeBufferPointer<UInt8>, from start: Int
  ) -> Int? {
    guard start < chunk.count, let base = chunk.baseAddress else { return nil }
    guard let found = memchr(base + start, Int32(target), chunk.count - start) else { return nil }
    return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
  }
}
