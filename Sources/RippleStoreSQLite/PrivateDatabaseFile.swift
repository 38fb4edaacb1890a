import Foundation
import RippleStore

/// The database's folder and file are created readable by their owner only (0700, 0600);
/// SQLite gives the WAL, shared-memory and journal files the database file's mode.
enum PrivateDatabaseFile {
  static let folderMode: mode_t = 0o700
  static let fileMode: mode_t = 0o600

  /// Creates the folder (when missing) and an empty database file (when missing), privately.
  /// Existing folders and files keep the modes their owner gave them.
  static func prepare(path: String) throws {
    let folder = URL(fileURLWithPath: path).deletingLastPathComponent().path
    try createFolder(folder)
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, fileMode)
    if descriptor >= 0 {
      close(descriptor)
    } else if errno != EEXIST {
      throw StoreError.storage("Cannot create \(path): \(String(cString: strerror(errno)))")
    }
  }

  /// Creates `folder` and any missing parents with mode 0700.
  static func createFolder(_ folder: String) throws {
    guard !FileManager.default.fileExists(atPath: folder) else { return }
    try FileManager.default.createDirectory(
      atPath: folder, withIntermediateDirectories: true,
      attributes: [.posixPermissions: Int(folderMode)])
  }
}
