import ArgumentParser

struct PartnersAccept: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "accept", abstract: "Accept an invitation (by who sent it, or its id).")

  @OptionGroup var inviter: InviterArgument

  @OptionGroup var account: PartnerAccountOptions

  func run() async throws {
    let session = try await PartnerSession(account)
    let invite = try await session.receivedInvite(inviter.from)
    let partner = try await session.partnering.accept(invite: invite.id)
    Console.out("You and \(partner.name) are partners. Nothing is shared until one of you shares.")
  }
}

struct PartnersDecline: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "decline", abstract: "Decline an invitation (by who sent it, or its id).")

  @OptionGroup var inviter: InviterArgument

  @OptionGroup var account: PartnerAccountOptions

  func run() async throws {
    let session = try await PartnerSession(account)
    let invite = try await session.receivedInvite(inviter.from)
    try await session.partnering.decline(invite: invite.id)
    Console.out("Declined.")
  }
}

struct PartnersEnd: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "end",
    abstract: "End a partnership at once: neither of you sees anything of the other's.")

  @OptionGroup var partner: PartnerArgument

  @OptionGroup var account: PartnerAccountOptions

  func run() async throws {
    let session = try await PartnerSession(account)
    let found = try await session.partner(partner.partner)
    try await session.partnering.end(partnership: found.id)
    Console.out("Ended. \(found.name) no longer sees any of your habits, nor you theirs.")
  }
}
