import HTTPTypes
import Testing

@testable import RippleServer

/// A backup and an export carry what you share with whom, never what others share with you;
/// restoring puts your shares back only where the partnership still holds.
@Suite("Partners: backups, exports and restores")
struct PartnerBackupTests {
  @Test func aBackupCarriesYourSharesAndARestoreReopensNoEndedPartnership() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let bobsHabit = try await app.createHabit("Bob private", as: setup.bob)
      let back = try await app.send(
        .put, "/api/v1/partners/\(setup.partnership)/shares/\(bobsHabit)", json: "{}",
        as: setup.bob)
      #expect(back.status == .ok)

      let backup = try await app.send(.get, "/api/v1/backup", as: setup.ann)
      #expect(backup.status == .ok)
      let shares = backup.json["partnerShares"].array
      #expect(shares.count == 1)
      #expect(shares.first?["partner"].string == "bob@example.com")
      #expect(shares.first?["displayName"].string == "Evening habit")
      #expect(shares.first?["habitId"].string == setup.shared)
      #expect(!backup.text.contains("Bob private") && !backup.text.contains(bobsHabit))
      let export = try await app.send(.get, "/api/v1/export?format=json", as: setup.ann)
      #expect(export.json["partnerShares"].array.count == 1, "\(export.text.prefix(200))")
      #expect(!export.text.contains(bobsHabit))

      // Unshared since: the restore shares it again, the partnership still holding.
      _ = try await app.send(
        .delete, "/api/v1/partners/\(setup.partnership)/shares/\(setup.shared)", as: setup.ann)
      #expect(try await restore(app, backup.text, as: setup.ann).status == .ok)
      let again = try await app.send(.get, "/api/v1/shared", as: setup.bob)
      #expect(again.json["partners"][0]["habits"][0]["name"].string == "Evening habit")
      // What Bob shares with Ann is his, and stays.
      let annSees = try await app.send(.get, "/api/v1/shared", as: setup.ann)
      #expect(annSees.json["partners"][0]["habits"].array.count == 1)

      // Bob ends it: restoring Ann's backup opens nothing again.
      #expect(
        try await app.send(.delete, "/api/v1/partners/\(setup.partnership)", as: setup.bob).status
          == .noContent)
      #expect(try await restore(app, backup.text, as: setup.ann).status == .ok)
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"].array.isEmpty)
      #expect(
        try await app.send(.get, "/api/v1/partners", as: setup.ann).json["partners"].array.isEmpty)
      #expect(
        try await app.send(.get, "/api/v1/backup", as: setup.ann).json["partnerShares"].array
          .isEmpty)
    }
  }

  @Test func aBackupSharingAHabitItLacksIsRefusedAndChangesNothing() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      let backup = try await app.send(.get, "/api/v1/backup", as: setup.ann)
      let forged = backup.text.replacingOccurrences(
        of: #""habitId":"\#(setup.shared)","includePast""#,
        with: #""habitId":"somebody-elses","includePast""#)
      #expect(forged != backup.text)
      let refused = try await restore(app, forged, as: setup.ann)
      #expect(refused.status == .unprocessableContent || refused.status == .badRequest)
      #expect(refused.text.contains("partnerShares[0]"), "\(refused.text)")
      #expect(
        try await app.send(.get, "/api/v1/shared", as: setup.bob).json["partners"][0]["habits"]
          .array.count == 1)
    }
  }

  func restore(_ app: AccountsApp, _ document: String, as who: Credential) async throws -> Reply {
    try await app.send(.post, "/api/v1/restore", json: document, as: who)
  }
}
