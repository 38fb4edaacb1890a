import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// Private mode and partners exclude each other for now (`PrivateModeAndPartners`): an account
/// with a partner or an open invitation cannot turn private mode on, and a private account cannot
/// invite, accept, join or share; each is a 409 `private_mode_with_partners` that changes
/// nothing, and ending or withdrawing always works, so either way out stays open.
@Suite struct PrivateModeAndPartnersRouteTests {
  static let turnOnRefused =
    "Private mode and partners don't go together yet: end your partnerships and withdraw your "
    + "invitations first (Profile → Partners)."
  static let partnersRefused =
    "Partners aren't available in private mode yet: a partner would see only neutral names. "
    + "Turn private mode off first (Profile → Privacy)."

  @Test func anAccountWithAPartnerOrAnInvitationOutCannotTurnPrivateModeOn() async throws {
    try await AccountsApp.run { app in
      let setup = try await PartnerSetup.make(app)
      for who in [setup.ann, setup.bob] {
        let refused = try await app.send(
          .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: who)
        #expect(refused.status == .conflict)
        #expect(refused.json["error"]["code"].string == "private_mode_with_partners")
        #expect(refused.json["error"]["message"].string == Self.turnOnRefused)
        #expect(try await app.send(.get, "/api/v1/private", as: who).text == SentKeyring.off)
      }
      // Ended: Bob may turn it on. Ann's invitation to Cal, still open, keeps her from it.
      let ended = try await app.send(
        .delete, "/api/v1/partners/\(setup.partnership)", as: setup.ann)
      #expect(ended.status == .noContent)
      let invite = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "cal@example.com"}"#, as: setup.ann)
      #expect(invite.status == .created)
      let bob = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: setup.bob)
      #expect(bob.status == .ok, "\(bob.text)")
      let ann = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: setup.ann)
      #expect(ann.json["error"]["code"].string == "private_mode_with_partners")
      let id = try #require(invite.json["invite"]["id"].string)
      let withdrawn = try await app.send(.delete, "/api/v1/partners/invites/\(id)", as: setup.ann)
      #expect(withdrawn.status == .noContent)
      let now = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: setup.ann)
      #expect(now.status == .ok, "\(now.text)")
      // A new passphrase is no turning on: Bob's keyring is replaced whatever Ann does.
      let again = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: setup.bob)
      #expect(again.status == .ok)
    }
  }

  @Test func aPrivateAccountCannotInviteAcceptJoinOrShare() async throws {
    try await AccountsApp.run { app in
      let ann = try await app.register("ann@example.com")
      let bob = try await app.register("bob@example.com")
      let walk = try await app.createHabit("Walk", as: ann)
      // Bob invites Ann, and makes a link, before Ann turns private mode on.
      let invite = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"email": "ann@example.com"}"#, as: bob)
      let link = try await app.send(
        .post, "/api/v1/partners/invites", json: #"{"link": true}"#, as: bob)
      let on = try await app.send(
        .put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      #expect(on.status == .ok, "\(on.text)")
      let inviteID = try #require(invite.json["invite"]["id"].string)
      let token = try #require(link.json["link"]["token"].string)
      let refused = [
        try await app.send(
          .post, "/api/v1/partners/invites", json: #"{"email": "bob@example.com"}"#, as: ann),
        try await app.send(.post, "/api/v1/partners/invites", json: #"{"link": true}"#, as: ann),
        try await app.send(.post, "/api/v1/partners/invites/\(inviteID)/accept", as: ann),
        try await app.send(
          .post, "/api/v1/partners/join", json: #"{"token": "\#(token)"}"#, as: ann),
        try await app.send(.put, "/api/v1/partners/p-1/shares/\(walk)", json: "{}", as: ann),
      ]
      for answer in refused {
        #expect(answer.status == .conflict, "\(answer.text)")
        #expect(answer.json["error"]["code"].string == "private_mode_with_partners")
        #expect(answer.json["error"]["message"].string == Self.partnersRefused)
      }
      // Nothing changed: no partner either side; the invitation still waits for Ann.
      let anns = try await app.send(.get, "/api/v1/partners", as: ann)
      #expect(anns.json["partners"].array.isEmpty)
      let bobs = try await app.send(.get, "/api/v1/partners", as: bob)
      #expect(bobs.json["partners"].array.isEmpty)
      #expect(bobs.json["invites"].array.count == 2)
      // Declining is a way out and stays open.
      let declined = try await app.send(
        .post, "/api/v1/partners/invites/\(inviteID)/decline", as: ann)
      #expect(declined.status == .noContent)
    }
  }
}
