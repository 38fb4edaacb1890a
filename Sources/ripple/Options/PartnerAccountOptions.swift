import ArgumentParser

/// `--email`: the account a partners command acts as (with `ripple serve --accounts`).
struct PartnerAccountOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "The account acting (partners need accounts: ripple serve --accounts).", valueName: "email"))
  var email: String
}
