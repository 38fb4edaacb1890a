import Foundation
import RippleStore

extension SQLiteStore {
  /// `$XDG_DATA_HOME/ripple/ripple.sqlite`, else `~/.local/share/ripple/ripple.sqlite`; creates
  /// the folder (0700).
  public static func defaultPath(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws -> String {
    let base: String
    if let data = environment["XDG_DATA_HOME"], data.hasPrefix("/") {
      base = data
    } else {
      let home = environment["HOME"] ?? NSHomeDirectory()
      base = home + "/.local/share"
    }
    let folder = base + "/ripple"
    do {
      try PrivateDatabaseFile.createFolder(folder)
    } catch {
      throw StoreError.storage("Cannot create \(folder): \(error.localizedDescription)")
    }
    return folder + "/ripple.sqlite"
  }
}
