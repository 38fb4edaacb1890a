import ArgumentParser

struct PartnersAccept: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept", abstract: "Accept an invitation (by who sent it, or its id).")

  @Argument(help: ArgumentHelp("The inviter's e-mail or the invitation's id.", valueName: "from"))
  var from: String

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var now: NowOptions

  func run() async throws {
    let session = try await PartnerSession(account, store, now)
    let invite = try await session.receivedInvite(from)
    let partner = try await session.partnering.accept(invite: invite.id)
    Console.out("You and \(partner.name) are partners. Nothing is shared until one of you shares.")
  }
}

struct PartnersDecline: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decline", abstract: "Decline an invitation (by who sent it, or its id).")

  @Argument(help: ArgumentHelp("The inviter's e-mail or the invitation's id.", valueName: "from"))
  var from: String

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var now: NowOptions

  func run() async throws {
    let session = try await PartnerSession(account, store, now)
    let invite = try await session.receivedInvite(from)
    try await session.partnering.decline(invite: invite.id)
    Console.out("Declined.")
  }
}

struct PartnersEnd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "end",
    abstract: "End a partnership at once: neither of you sees anything of the other's.")

  @Argument(
    help: ArgumentHelp("The partner's e-mail or the partnership's id.", valueName: "partner"))
  var partner: String

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var store: DatabaseOptions
  @OptionGroup var now: NowOptions

  func run() async throws {
    let session = try await PartnerSession(account, store, now)
    let found = try await session.partner(partner)
    try await session.partnering.end(partnership: found.id)
    Console.out("Ended. \(found.name) no longer sees any of your habits, nor you theirs.")
  }
}
