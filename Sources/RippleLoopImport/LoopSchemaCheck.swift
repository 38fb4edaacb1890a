import Foundation
import GRDB
import RippleCore
import RippleStore

/// Refuses, before any row is read, a Loop database whose schema could make reading it run code
/// of the file's choosing: a view, a trigger on a table Ripple reads, or on such a table a
/// virtual table, a generated column or a default that is not a plain value. Loop itself writes
/// none of these.
package enum LoopSchemaCheck {
  package static func check(_ db: Database, tables: [String], app: String = "Loop") throws {
    let read = Set(tables.map { $0.lowercased() })
    let entries = try Row.fetchAll(
      db,
      sql: """
        SELECT type, name, tbl_name, sql FROM sqlite_master
        WHERE type IN ('view', 'trigger', 'table') ORDER BY rowid
        """)
    for entry in entries {
      let type: String = entry["type"] ?? ""
      let name: String = entry["name"] ?? ""
      let table: String = entry["tbl_name"] ?? ""
      let sql: String = entry["sql"] ?? ""
      switch type {
      case "view": throw refusal(app, "it has a view '\(name)'")
      case "trigger" where read.contains(table.lowercased()):
        throw refusal(app, "the \(table) table has a trigger '\(name)'")
      case "table" where read.contains(name.lowercased()):
        if sql.uppercased().hasPrefix("CREATE VIRTUAL") {
          throw refusal(app, "the \(name) table is a virtual table")
        }
        try checkColumns(db, table: name, app: app)
      default: continue
      }
    }
  }

  /// `PRAGMA table_xinfo` marks generated columns hidden = 2 (virtual) or 3 (stored).
  private static func checkColumns(_ db: Database, table: String, app: String) throws {
    let columns = try Row.fetchAll(
      db, sql: "SELECT name, hidden, dflt_value FROM pragma_table_xinfo(?)", arguments: [table])
    for column in columns {
      let name: String = column["name"] ?? ""
      let hidden: Int = column["hidden"] ?? 0
      if hidden == 2 || hidden == 3 {
        throw refusal(app, "the \(table) table has a generated column '\(name)'")
      }
      if let value: String = column["dflt_value"], !isPlainValue(value) {
        throw refusal(app, "the \(table) table's column '\(name)' has a computed default")
      }
    }
  }

  /// A number, a quoted text, a blob literal, NULL, TRUE, FALSE or one of SQLite's current time
  /// keywords, possibly in parentheses: nothing that calls a function.
  static func isPlainValue(_ text: String) -> Bool {
    var text = text.trimmed
    while text.hasPrefix("("), text.hasSuffix(")") {
      text = String(text.dropFirst().dropLast()).trimmed
    }
    let value = Substring(text)
    let upper = value.uppercased()
    let keywords: Set<String> = [
      "NULL", "TRUE", "FALSE", "CURRENT_TIME", "CURRENT_DATE", "CURRENT_TIMESTAMP",
    ]
    if keywords.contains(upper) { return true }
    if let quote = value.first, quote == "'" || quote == "\"" {
      return isQuoted(value, by: quote)
    }
    if upper.hasPrefix("X'") { return isQuoted(value.dropFirst(), by: "'") }
    if upper.hasPrefix("0X") {
      return value.count > 2 && value.dropFirst(2).allSatisfy(\.isHexDigit)
    }
    return isNumber(value)
  }

  /// `'…'` with any inner quote doubled.
  private static func isQuoted(_ value: Substring, by quote: Character) -> Bool {
    guard value.count >= 2, value.first == quote, value.last == quote else { return false }
    let doubled = String(repeating: quote, count: 2)
    return !value.dropFirst().dropLast().replacingOccurrences(of: doubled, with: "").contains(quote)
  }

  private static func isNumber(_ value: Substring) -> Bool {
    var rest = value
    if let sign = rest.first, sign == "+" || sign == "-" { rest = rest.dropFirst() }
    let allowed = Set("0123456789.eE+-")
    guard let first = rest.first, first.isNumber || first == "." else { return false }
    return rest.allSatisfy(allowed.contains) && Double(String(rest)) != nil
  }

  private static func refusal(_ app: String, _ problem: String) -> StoreError {
    .badFile("This file is not a \(app) backup Ripple can import: \(problem)")
  }
}
