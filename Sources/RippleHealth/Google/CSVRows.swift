/// Splits CSV text into rows of cells: commas, quoted cells with doubled quotes, CRLF or LF.
enum CSVRows {
  static func parse(_ text: String) -> [[String]] {
    var rows: [[String]] = []
    var row: [String] = []
    var cell = ""
    var quoted = false
    var iterator = text.unicodeScalars.makeIterator()
    var pending = iterator.next()
    while let scalar = pending {
      pending = iterator.next()
      if quoted {
        if scalar == "\"" {
          if pending == "\"" {
            cell.unicodeScalars.append("\"")
            pending = iterator.next()
          } else {
            quoted = false
          }
        } else {
          cell.unicodeScalars.append(scalar)
        }
        continue
      }
      switch scalar {
      case "\"": quoted = true
      case ",":
        row.append(cell)
        cell = ""
      case "\r": break
      case "\n":
        row.append(cell)
        rows.append(row)
        row = []
        cell = ""
      default: cell.unicodeScalars.append(scalar)
      }
    }
    if !cell.isEmpty || !row.isEmpty {
      row.append(cell)
      rows.append(row)
    }
    return rows
  }
}
