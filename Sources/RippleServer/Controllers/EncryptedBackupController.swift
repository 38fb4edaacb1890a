import Foundation
import Hummingbird
import RippleServices
import RippleStore
import RippleWire

/// `/api/v1` backups protected by a passphrase (age files): the passphrase travels only in a
/// JSON body, never in a URL; scrypt runs off the event loop.
struct EncryptedBackupController<Repository: RippleRepository>: Sendable {
  let repository: Repository
  let calendar: UserCalendar<Repository>
  let workFactor: Int

  /// Uploaded files may ask for at most 2^20 (1 GiB of scrypt memory): enough for any age tool's
  /// passphrase files, not enough for one request to exhaust a small server.
  static var maximumWorkFactor: Int { 20 }

  struct BackupRequest: Decodable {
    var passphrase: String
  }

  struct RestoreRequest: Decodable {
    var passphrase: String
    /// The age file, base64.
    var backup: Data
  }

  func addRoutes(to group: RouterGroup<AppRequestContext>) {
    group.post("backup/encrypted", use: backup)
      .post("restore/encrypted", use: restore)
  }

  @Sendable func backup(_ request: Request, context: AppRequestContext) async throws -> Response {
    var request = request
    let passphrase = try await request.json(BackupRequest.self).passphrase
    guard passphrase.count >= EncryptedBackup.minimumPassphraseLength else {
      throw APIError.invalid(
        "The passphrase must be at least \(EncryptedBackup.minimumPassphraseLength) characters long",
        field: "passphrase")
    }
    let now = try await calendar.now(request, context)
    let json = try await repository.backup(for: context.user, now: calendar.clock.nowMillis())
      .encoded()
    let workFactor = workFactor
    let file = try await FileReadingPool.shared.run {
      try EncryptedBackup.seal(json, passphrase: passphrase, workFactor: workFactor)
    }
    return Response(
      status: .ok,
      headers: [
        .contentType: "application/octet-stream",
        .contentDisposition: "attachment; filename=\"ripple-backup-\(now.today.text).age\"",
      ], body: .init(byteBuffer: ByteBuffer(data: file)))
  }

  @Sendable func restore(
    _ request: Request, context: AppRequestContext
  ) async throws -> ImportSummaryJSON {
    var request = request
    let body = try await request.json(
      RestoreRequest.self, limit: BackupDocument.maximumSize / 3 * 4 + 64 * 1024)
    let document = try await FileReadingPool.shared.run {
      do {
        return try EncryptedBackup.open(
          body.backup, passphrase: body.passphrase, maximumWorkFactor: Self.maximumWorkFactor)
      } catch let error as StoreError {
        if case .invalid(let field, let message) = error {
          throw APIError.invalid(message, field: field)
        }
        throw APIError(.badRequest, code: .invalidFile, message: error.message, field: "backup")
      }
    }
    let now = try await calendar.now(request, context)
    return ImportSummaryJSON(
      try await repository.restore(document, for: context.user, today: now.planDay))
  }
}
