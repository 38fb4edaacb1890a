import ArgumentParser

/// How `backup --encrypt` and `restore` get a passphrase.
struct PassphraseOptions: ParsableArguments {
  @Flag(
    help: ArgumentHelp(
      "Read the passphrase from the first line of stdin instead of asking on the terminal."))
  var passphraseStdin = false
}
