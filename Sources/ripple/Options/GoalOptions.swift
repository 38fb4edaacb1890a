import ArgumentParser

/// `--goal`: which goal a command acts on.
struct GoalOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp("The goal's id (the only goal in progress by default).", valueName: "id"))
  var goal: String?
}
