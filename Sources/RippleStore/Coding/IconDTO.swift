import Foundation

/// An uploaded icon in a backup: its digest and the PNG as base64.
struct IconDTO: Codable {
  var digest: String
  var png: String

  init(_ icon: StoredIcon) {
    digest = icon.digest
    png = Data(icon.png).base64EncodedString()
  }

  var icon: StoredIcon {
    get throws {
      guard let bytes = Data(base64Encoded: png) else {
        throw DecodingError.dataCorrupted(
          .init(codingPath: [], debugDescription: "icon \(digest): png is not base64"))
      }
      return StoredIcon(digest: digest, png: [UInt8](bytes))
    }
  }
}
