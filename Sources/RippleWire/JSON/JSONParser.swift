/// Reads UTF-8 JSON bytes into a `JSON` value, without Foundation.
public struct JSONParser {
  private let bytes: UnsafeBufferPointer<UInt8>
  private var index = 0

  init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

  public static func parse(_ bytes: UnsafeBufferPointer<UInt8>) throws(JSONParseError) -> JSON {
    var parser = JSONParser(bytes)
    let value = try parser.value(depth: 0)
    parser.skipSpace()
    guard parser.index == bytes.count else {
      throw JSONParseError("Unexpected text after the JSON")
    }
    return value
  }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private func peek() -> UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func expect(
    _ literal: StaticString, _ value: JSON
  ) throws(JSONParseError) -> JSON {
    let text = UnsafeBufferPointer(start: literal.utf8Start, count: literal.utf8CodeUnitCount)
    for byte in text {
      guard peek() == byte else { throw JSONParseError("Malformed JSON literal") }
      index += 1
    }
    return value
  }

  private mutating func value(depth: Int) throws(JSONParseError) -> JSON {
    guard depth < 64 else { throw JSONParseError("JSON nested too deeply") }
    skipSpace()
    guard let byte = peek() else { throw JSONParseError("Unexpected end of JSON") }
    switch byte {
    case UInt8(ascii: "{"): return try object(depth: depth)
    case UInt8(ascii: "["): return try array(depth: depth)
    case UInt8(ascii: "\""): return .string(try string())
    case UInt8(ascii: "t"): return try expect("true", .bool(true))
    case UInt8(ascii: "f"): return try expect("false", .bool(false))
    case UInt8(ascii: "n"): return try expect("null", .null)
    default: return .number(try number())
    }
  }

  private mutating func object(depth: Int) throws(JSONParseError) -> JSON {
    index += 1
    var members: [JSONMember] = []
    skipSpace()
    if peek() == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard peek() == UInt8(ascii: "\"") else { throw JSONParseError("Expected a member name") }
      let key = try string()
      skipSpace()
      guard peek() == UInt8(ascii: ":") else { throw JSONParseError("Expected ':'") }
      index += 1
      members.append(JSONMember(name: key, value: try value(depth: depth + 1)))
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: throw JSONParseError("Expected ',' or '}'")
      }
    }
  }

  private mutating func array(depth: Int) throws(JSONParseError) -> JSON {
    index += 1
    var items: [JSON] = []
    skipSpace()
    if peek() == UInt8(ascii: "]") {
      index += 1
      return .array(items)
    }
    while true {
      items.append(try value(depth: depth + 1))
      skipSpace()
      switch peek() {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(items)
      default: throw JSONParseError("Expected ',' or ']'")
      }
    }
  }

  private mutating func hex4() throws(JSONParseError) -> UInt32 {
    var code: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = peek() else { throw JSONParseError("Bad \\u escape") }
      let digit: UInt32
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
      default: throw JSONParseError("Bad \\u escape")
      }
      code = code * 16 + digit
      index += 1
    }
    return code
  }

  private mutating func string() throws(JSONParseError) -> String {
    index += 1
    var out: [UInt8] = []
    while true {
      guard let byte = peek() else { throw JSONParseError("Unterminated string") }
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(decoding: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escape = peek() else { throw JSONParseError("Unterminated string") }
        index += 1
        switch escape {
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "u"):
          Self.appendUTF8(try escapedScalar(), to: &out)
        default: out.append(escape)
        }
      default:
        out.append(byte)
      }
    }
  }

  /// The scalar of a `\uXXXX` escape (its `\u` read), or of a surrogate pair of two. A surrogate
  /// without its other half is refused, as the server's JSON decoder refuses it.
  private mutating func escapedScalar() throws(JSONParseError) -> UInt32 {
    let code = try hex4()
    switch code {
    case 0xD800..<0xDC00:
      guard peek() == UInt8(ascii: "\\"), index + 1 < bytes.count,
        bytes[index + 1] == UInt8(ascii: "u")
      else { throw JSONParseError("A \\u escape of a high surrogate without its low surrogate") }
      index += 2
      let low = try hex4()
      guard (0xDC00..<0xE000).contains(low) else {
        throw JSONParseError("A \\u escape of a high surrogate without its low surrogate")
      }
      return 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
    case 0xDC00..<0xE000:
      throw JSONParseError("A \\u escape of a low surrogate without its high surrogate")
    default:
      return code
    }
  }

  private static func appendUTF8(_ code: UInt32, to out: inout [UInt8]) {
    switch code {
    case 0..<0x80: out.append(UInt8(code))
    case 0x80..<0x800:
      out.append(UInt8(0xC0 | (code >> 6)))
      out.append(UInt8(0x80 | (code & 0x3F)))
    case 0x800..<0x10000:
      out.append(UInt8(0xE0 | (code >> 12)))
      out.append(UInt8(0x80 | ((code >> 6) & 0x3F)))
      out.append(UInt8(0x80 | (code & 0x3F)))
    default:
      out.append(UInt8(0xF0 | ((code >> 18) & 0x07)))
      out.append(UInt8(0x80 | ((code >> 12) & 0x3F)))
      out.append(UInt8(0x80 | ((code >> 6) & 0x3F)))
      out.append(UInt8(0x80 | (code & 0x3F)))
    }
  }

  private mutating func number() throws(JSONParseError) -> Double {
    let start = index
    let approximate = try decimal()
    #if !hasFeature(Embedded)
    // Outside the browser, the standard library reads the text exactly (what the CLI's
    // `--json` prints of a wire answer is the double the answer held).
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    if let exact = Double(text), exact.isFinite { return exact }
    #endif
    return approximate
  }

  /// The number at `index`, read with `NumberText.scale`: exact for what people type.
  private mutating func decimal() throws(JSONParseError) -> Double {
    var negative = false
    if peek() == UInt8(ascii: "-") {
      negative = true
      index += 1
    }
    var mantissa: UInt64 = 0
    var exponent = 0
    var digits = 0
    var sawDigit = false
    while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
      sawDigit = true
      if digits < 19 {
        mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
        if mantissa > 0 { digits += 1 }
      } else {
        exponent += 1
      }
      index += 1
    }
    if peek() == UInt8(ascii: ".") {
      index += 1
      while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        sawDigit = true
        if digits < 19 {
          mantissa = mantissa * 10 + UInt64(byte - UInt8(ascii: "0"))
          if mantissa > 0 { digits += 1 }
          exponent -= 1
        }
        index += 1
      }
    }
    guard sawDigit else { throw JSONParseError("Malformed number") }
    if let byte = peek(), byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") {
      index += 1
      var sign = 1
      if peek() == UInt8(ascii: "-") {
        sign = -1
        index += 1
      } else if peek() == UInt8(ascii: "+") {
        index += 1
      }
      var power = 0
      while let byte = peek(), byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") {
        if power < 10_000 { power = power * 10 + Int(byte - UInt8(ascii: "0")) }
        index += 1
      }
      exponent += sign * power
    }
    var value = NumberText.scale(mantissa, byPowerOfTen: exponent)
    if !value.isFinite {
      guard Self.withinTheLargestDouble(mantissa, exponent) else {
        throw JSONParseError("A number too large")
      }
      value = .greatestFiniteMagnitude
    }
    return negative ? -value : value
  }

  /// Whether `mantissa × 10^exponent` is at most the largest double, 17976931348623157 × 10^292
  /// (the scaling's rounding can pass it for a number just below).
  private static func withinTheLargestDouble(_ mantissa: UInt64, _ exponent: Int) -> Bool {
    var digits = mantissa
    var power = exponent
    while digits >= 100_000_000_000_000_000 {
      digits /= 10
      power += 1
    }
    while digits > 0, digits < 10_000_000_000_000_000 {
      digits *= 10
      power -= 1
    }
    return power < 292 || (power == 292 && digits <= 17_976_931_348_623_157)
  }
}

/// Why bytes are not JSON (or JSON too deep to read).
public struct JSONParseError: Error, Sendable {
  public var message: String

  public init(_ message: String) { self.message = message }
}
