import ArgumentParser

struct PartnersInvite: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "invite",
    abstract: "Invite a partner by the e-mail of their account, or make a single-use link.",
    discussion: """
      An invitation waits 7 days. A link's secret is printed this once: put the path after the \
      server's address and send it; whoever opens it signs in (or signs up) and becomes your \
      partner.
      """)

  @Argument(help: ArgumentHelp("Their account's e-mail.", valueName: "address"))
  var address: String?

  @Flag(help: "Make a single-use link instead.")
  var link = false

  @OptionGroup var account: PartnerAccountOptions
  @OptionGroup var output: OutputOptions

  func validate() throws {
    guard (address == nil) == link else {
      throw ValidationError("Give an address or --link, not both")
    }
  }

  func run() async throws {
    let partnering = try await PartnerSession(account).partnering
    let created =
      if let address { try await partnering.invite(email: address) } else {
        try await partnering.inviteByLink()
      }
    if output.json {
      try JSONOutput.print(created)
    } else if let link = created.link {
      Console.out("Send this link (it works once, for 7 days): SERVER\(link.path)")
      Console.out("where SERVER is your Ripple's address, such as https://ripple.example.com")
    } else {
      Console.out(
        "Invited \(created.invite.email ?? ""). Once they accept, share habits with "
          + "'ripple partners share \(created.invite.email ?? "") HABIT'.")
    }
  }
}
