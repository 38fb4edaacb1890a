import Foundation
import RippleCore

extension BackupDocument: Codable {
  enum CodingKeys: String, CodingKey {
    case format, version, exportedAt, settings, categories, habits, checkIns, goals, reflections
    case icons, partnerShares, privateMode
  }

  static let format = "ripple-backup"

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    self.init(
      version: try container.decode(Int.self, forKey: .version),
      exportedAt: try container.decodeIfPresent(Int64.self, forKey: .exportedAt) ?? 0,
      settings: try container.decode(SettingsDTO.self, forKey: .settings).settings,
      categories: try container.decode([CategoryDTO].self, forKey: .categories).map(\.category),
      habits: try container.decode([HabitDTO].self, forKey: .habits).map(\.habit),
      checkIns: try container.decode([CheckInDTO].self, forKey: .checkIns).map(\.checkIn),
      goals: try container.decodeIfPresent([GoalDTO].self, forKey: .goals)?.map(\.goal) ?? [],
      reflections: try container.decodeIfPresent([ReflectionDTO].self, forKey: .reflections)?
        .map(\.reflection) ?? [],
      icons: try container.decodeIfPresent([IconDTO].self, forKey: .icons)?.map { try $0.icon }
        ?? [],
      partnerShares: try container.decodeIfPresent([PartnerShareDTO].self, forKey: .partnerShares)?
        .map { try $0.share } ?? [],
      privateMode: try container.decodeIfPresent(BackupPrivateMode.self, forKey: .privateMode))
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(BackupDocument.format, forKey: .format)
    try container.encode(version, forKey: .version)
    try container.encode(exportedAt, forKey: .exportedAt)
    try container.encode(SettingsDTO(settings), forKey: .settings)
    try container.encode(categories.map(CategoryDTO.init), forKey: .categories)
    try container.encode(habits.map(HabitDTO.init), forKey: .habits)
    try container.encode(checkIns.map(CheckInDTO.init), forKey: .checkIns)
    if !goals.isEmpty || !reflections.isEmpty {
      try container.encode(goals.map(GoalDTO.init), forKey: .goals)
      try container.encode(reflections.map(ReflectionDTO.init), forKey: .reflections)
    }
    if !icons.isEmpty { try container.encode(icons.map(IconDTO.init), forKey: .icons) }
    if !partnerShares.isEmpty {
      try container.encode(partnerShares.map(PartnerShareDTO.init), forKey: .partnerShares)
    }
    try container.encodeIfPresent(privateMode, forKey: .privateMode)
  }
}

extension BackupDocument {
  /// The document as compact JSON with sorted keys: the same data always gives the same bytes.
  public func encoded() throws -> Data {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return try encoder.encode(self)
  }

  /// Reads a backup file, refusing with `StoreError.badFile` one that is too large, is not
  /// JSON, is not a Ripple backup, comes from a newer Ripple, or has a malformed field.
  /// (Field rules are checked by `restore`.)
  public static func decode(_ data: Data) throws(StoreError) -> BackupDocument {
    guard data.count <= maximumSize else {
      throw .badFile("The backup is larger than \(maximumSize / 1_048_576) MB")
    }
    guard !AgeFile.looksLikeAge(data) else {
      throw .badFile("This backup is protected by a passphrase: restore it with the passphrase")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .badFile("This is not a Ripple backup: \(DecodingProblem.describe(error))")
    }
    guard header.format == nil || header.format == format, let version = header.version else {
      throw .badFile("This is not a Ripple backup (it has no version)")
    }
    guard version <= currentVersion else {
      throw .badFile(
        "This backup was made by a newer Ripple (version \(version)); update Ripple to restore it")
    }
    guard version >= 1 else { throw .badFile("Unknown backup version \(version)") }
    do {
      return try JSONDecoder().decode(BackupDocument.self, from: data)
    } catch {
      throw .badFile("The backup is malformed: \(DecodingProblem.describe(error))")
    }
  }

  private struct Header: Decodable {
    var format: String?
    var version: Int?
  }
}
