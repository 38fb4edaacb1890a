import ArgumentParser

/// What every `partners`, `shared` and `private` command takes: `--email`, the account acting
/// (with `ripple serve --accounts`), its database and the clock (`--now`).
struct PartnerAccountOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The account acting (this needs accounts: ripple serve --accounts).", valueName: "email"))
  var email: String

  @OptionGroup var store: DatabaseOptions
  @OptionGroup var now: NowOptions
}

/// The partner a command is about: their e-mail or the partnership's id.
struct PartnerArgument: ParsableArguments {
  @Argument(
    help: ArgumentHelp("The partner's e-mail or the partnership's id.", valueName: "partner"))
  var partner: String
}

/// The inviter of an invitation received: their e-mail or the invitation's id.
struct InviterArgument: ParsableArguments {
  @Argument(help: ArgumentHelp("The inviter's e-mail or the invitation's id.", valueName: "from"))
  var from: String
}
