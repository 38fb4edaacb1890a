import Foundation
import RippleStore

/// A CSV file's header and rows, read the way spreadsheets write them: `,`, `;` or tab between
/// fields (whichever the header uses most), fields in double quotes with `""` for a quote, CRLF
/// or LF line ends, a UTF-8 byte-order mark ignored. Blank lines are skipped.
struct CSVTable: Sendable {
  var header: [String]
  var rows: [[String]]
  var separator: UInt8

  /// Far more rows than 5 years × 70 habits; a bigger file is refused before it is all read.
  static let maximumRows = 1_000_000

  static func read(_ data: Data, maximumRows: Int = maximumRows) throws(StoreError) -> CSVTable {
    var bytes = [UInt8](data)
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes.removeFirst(3) }
    guard String(validating: bytes, as: UTF8.self) != nil else {
      throw .badFile(
        "This file is not an export Ripple reads: it is not a backup of an app Ripple knows, nor UTF-8 text (if it is a CSV file, save it as \"CSV UTF-8\" and try again)"
      )
    }
    guard !bytes.contains(0) else {
      throw .badFile(
        "This file is not an export Ripple reads: it is not a backup of an app Ripple knows, and it holds binary data, so it is not a CSV file"
      )
    }
    let separator = self.separator(of: bytes)
    var records: [[String]] = []
    var parser = Parser(bytes: bytes, separator: separator)
    while let record = try parser.next() {
      if record.count == 1, record[0].trimmed.isEmpty { continue }
      guard records.count <= maximumRows else {
        throw .badFile(
          "This CSV file has more than \(maximumRows) rows, the most Ripple imports at once")
      }
      records.append(record)
    }
    guard let header = records.first else { throw .badFile("This CSV file is empty") }
    return CSVTable(
      header: header.map(\.trimmed), rows: Array(records.dropFirst()), separator: separator)
  }

  /// The separator the first line uses most (outside quotes); a comma when it uses none.
  static func separator(of bytes: [UInt8]) -> UInt8 {
    var counts: [UInt8: Int] = [UInt8(ascii: ","): 0, UInt8(ascii: ";"): 0, UInt8(ascii: "\t"): 0]
    var quoted = false
    for byte in bytes {
      if byte == UInt8(ascii: "\"") { quoted.toggle() }
      if !quoted, byte == UInt8(ascii: "\n") { break }
      if !quoted, counts[byte] != nil { counts[byte]! += 1 }
    }
    let best = counts.max {
      ($0.value, $0.key == UInt8(ascii: ",") ? 1 : 0) < (
        $1.value, $1.key == UInt8(ascii: ",") ? 1 : 0
      )
    }!
    return best.value == 0 ? UInt8(ascii: ",") : best.key
  }

  /// Reads one record at a time.
  private struct Parser {
    let bytes: [UInt8]
    let separator: UInt8
    var index = 0

    /// The longest field: far longer than any name or note.
    static let maximumField = 100_000

    init(bytes: [UInt8], separator: UInt8) {
      self.bytes = bytes
      self.separator = separator
    }

    mutating func next() throws(StoreError) -> [String]? {
      guard index < bytes.count else { return nil }
      var fields: [String] = []
      var field: [UInt8] = []
      var quoted = false
      while index < bytes.count {
        let byte = bytes[index]
        index += 1
        if quoted {
          if byte == UInt8(ascii: "\"") {
            if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
              field.append(byte)
              index += 1
            } else {
              quoted = false
            }
          } else {
            field.append(byte)
          }
        } else if byte == UInt8(ascii: "\""), field.allSatisfy({ $0 == 0x20 }) {
          field.removeAll()
          quoted = true
        } else if byte == separator {
          fields.append(String(decoding: field, as: UTF8.self))
          field.removeAll(keepingCapacity: true)
        } else if byte == UInt8(ascii: "\n") {
          break
        } else if byte != UInt8(ascii: "\r") {
          field.append(byte)
        }
        guard field.count <= Self.maximumField else {
          throw .badFile("A field of this CSV file is longer than \(Self.maximumField) bytes")
        }
      }
      guard !quoted else {
        throw .badFile("This CSV file ends inside a quoted field: it may be cut short")
      }
      fields.append(String(decoding: field, as: UTF8.self))
      return fields
    }
  }
}

extension CSVTable {
  /// The index of the first column named one of `names` (ignoring case, spaces and `_`).
  func column(named names: [String]) -> Int? {
    let wanted = Set(names.map(CSVTable.key))
    return header.firstIndex { wanted.contains(CSVTable.key($0)) }
  }

  static func key(_ name: String) -> String {
    String(name.lowercased().filter { $0.isLetter || $0.isNumber })
  }

  /// The cell of `row` at `column`, or "" where the row is short.
  static func cell(_ row: [String], _ column: Int?) -> String {
    guard let column, column < row.count else { return "" }
    return row[column].trimmed
  }
}
