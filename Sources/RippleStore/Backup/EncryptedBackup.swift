import Foundation

/// Backups protected by a passphrase: the backup's JSON inside an age file any age tool opens.
public enum EncryptedBackup {
  public static let minimumPassphraseLength = 8
  /// The work factors (log2 of scrypt's N) a writer may choose.
  public static let workFactors = 10...AgeFile.maximumWorkFactor

  /// The age file of `json`; refuses a passphrase shorter than the minimum.
  public static func seal(
    _ json: Data, passphrase: String, workFactor: Int = AgeFile.defaultWorkFactor
  ) throws -> Data {
    guard passphrase.count >= minimumPassphraseLength else {
      throw StoreError.invalid(
        field: "passphrase",
        message: "The passphrase must be at least \(minimumPassphraseLength) characters long")
    }
    return try AgeFile.encrypt(json, passphrase: passphrase, workFactor: workFactor)
  }

  /// The backup inside an age file: a wrong passphrase is `invalid` on `passphrase`, anything
  /// else wrong with the file is `badFile`.
  public static func open(
    _ file: Data, passphrase: String, maximumWorkFactor: Int = AgeFile.maximumWorkFactor
  ) throws(StoreError) -> BackupDocument {
    let json: Data
    do {
      json = try AgeFile.decrypt(
        file, passphrase: passphrase, maximumWorkFactor: maximumWorkFactor)
    } catch {
      guard error != .wrongPassphrase else {
        throw .invalid(
          field: "passphrase", message: "Wrong passphrase: the backup cannot be opened with it")
      }
      throw .badFile(error.message)
    }
    return try BackupDocument.decode(json)
  }
}
