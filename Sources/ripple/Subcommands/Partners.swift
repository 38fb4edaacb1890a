import ArgumentParser

/// `ripple partners …`: invite someone you trust to see some habits' consistency.
struct Partners: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Invite partners and choose, habit by habit, what they may see.",
    discussion: """
      A partner sees a shared habit's name (or the name you give it), its schedule and whether \
      each of the last twelve weeks' days was done; never values, notes or anything else. \
      Nothing is shared until you share it; either of you can end a partnership at once. \
      Works on the database of a server run with --accounts, as the account --email names.
      """,
    subcommands: [
      PartnersList.self, PartnersInvite.self, PartnersAccept.self, PartnersDecline.self,
      PartnersShare.self, PartnersUnshare.self, PartnersEnd.self,
    ],
    defaultSubcommand: PartnersList.self)
}
