/// Why a file could not be read, in a sentence a person reads.
public enum HealthImportError: Error, Hashable, Sendable {
  case unreadable(reason: String)
  case notAnExport
  case damagedZip
  case nothingToReadInZip
  case notAppleHealthXML
  case zipBomb(entry: String)
  case elementTooLong(limit: Int)
  case csvTooLarge(entry: String, limit: Int)
  case csvWithoutDates(entry: String)

  public var message: String {
    switch self {
    case .unreadable(let reason):
      return "The file could not be read: \(reason)."
    case .notAnExport:
      return
        "This file is neither a zip nor an XML file. Choose the export.zip from Apple Health or a Google Takeout zip."
    case .damagedZip:
      return "The zip file is damaged or incomplete; was its download cut short?"
    case .nothingToReadInZip:
      return
        "The zip holds neither Apple Health's export.xml nor Google Fit's daily activity metrics."
    case .notAppleHealthXML:
      return "This XML file is not an Apple Health export (it has no HealthData element)."
    case .zipBomb(let entry):
      return
        "\"\(entry)\" in the zip would inflate far beyond any real export; the file is refused."
    case .elementTooLong(let limit):
      let size = limit >= 1024 ? "\(limit / 1024) KB" : "\(limit) bytes"
      return
        "The XML has an element longer than \(size), which no Health export has; the file is refused."
    case .csvTooLarge(let entry, let limit):
      return "\"\(entry)\" is larger than \(limit / 1_048_576) MB, which no daily summary is."
    case .csvWithoutDates(let entry):
      return "\"\(entry)\" has no Date column, so its rows cannot be given a day."
    }
  }
}
