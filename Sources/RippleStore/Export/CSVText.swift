/// RFC 4180 comma-separated values read: quoted fields may hold commas, doubled quotes and line
/// breaks. (Writing is `CheckInsCSV`'s, in RippleWire.)
package enum CSVText {
  /// Parses records (quoted fields may hold commas, doubled quotes and line breaks; CRLF or LF
  /// ends a record; blank lines are skipped).
  package static func records(_ text: String) -> [[String]] {
    var records: [[String]] = []
    forEachRecord(text) { records.append($0) }
    return records
  }

  /// Parses records as `records` does, handing each to `body` as soon as it ends, so a large
  /// text is never held as records all at once.
  package static func forEachRecord<Failure: Error>(
    _ text: String, _ body: ([String]) throws(Failure) -> Void
  ) throws(Failure) {
    var record: [String] = []
    var field = ""
    var quoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending = iterator.next()
    func endRecord() throws(Failure) {
      record.append(field)
      if record != [""] { try body(record) }
      record = []
      field = ""
    }
    while let scalar = pending {
      pending = iterator.next()
      if quoted {
        if scalar == "\"" {
          if pending == "\"" {
            field.unicodeScalars.append("\"")
            pending = iterator.next()
          } else {
            quoted = false
          }
        } else {
          field.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"": quoted = true
      case ",":
        record.append(field)
        field = ""
      case "\r":
        if pending == "\n" { pending = iterator.next() }
        try endRecord()
      case "\n": try endRecord()
      default: field.unicodeScalars.append(scalar)
      }
    }
    if !field.isEmpty || !record.isEmpty { try endRecord() }
  }
}
