/// Lays out rows of cells in left-aligned columns two spaces apart, without trailing spaces.
enum TextTable {
  static func render(_ rows: [[Styled]], indent: String = "", gap: Int = 2) -> [String] {
    var widths: [Int] = []
    for row in rows {
      for (column, cell) in row.enumerated() {
        if column == widths.count { widths.append(0) }
        widths[column] = max(widths[column], cell.width)
      }
    }
    let spacer = Styled(String(repeating: " ", count: gap))
    return rows.map { row in
      let last = row.lastIndex { !$0.isBlank } ?? -1
      var line = Styled(indent)
      for (column, cell) in row.enumerated() where column <= last {
        if column > 0 { line = line + spacer }
        line = line + (column == last ? cell : cell.padded(to: widths[column]))
      }
      return line.text
    }
  }
}
