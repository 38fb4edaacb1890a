import ArgumentParser

/// `ripple users …`: accounts of `ripple serve --accounts`, managed on the database directly
/// (for whoever can read the file: the server's admin).
struct Users: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Manage the accounts of a server run with --accounts.",
    discussion: """
      Works on the database file directly, so stop nothing: a running server sees the changes. \
      Passwords are read from standard input (--password-stdin) or asked for on the terminal, \
      never taken as arguments.
      """,
    subcommands: [
      UsersList.self, UsersAdd.self, UsersRemove.self, UsersResetPassword.self,
      UsersInvite.self, UsersToken.self, UsersRotateKey.self,
    ])
}
