import ArgumentParser

/// `ripple licence …`: sellers make keys and issue licences; users apply and show
/// theirs. A licence is verified offline against the project's key and any given with
/// --licence-key.
struct Licence: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Issue, apply and show Premium licences.",
    subcommands: [LicenceKeygen.self, LicenceIssue.self, LicenceApply.self, LicenceShow.self])
}
