import ArgumentParser

/// `ripple goal …`: the coach from the terminal.
struct Goal: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    abstract: "Work towards a goal with a coached roadmap of weekly stages.",
    discussion: """
      A goal's current stage is an ordinary habit: log it with done, skip and no, and see it \
      in today, week and history. Commands act on the only goal in progress unless --goal \
      names one.
      """,
    subcommands: [
      GoalNew.self, GoalShow.self, GoalWeek.self, GoalAdvance.self, GoalRepeat.self,
      GoalPause.self, GoalResume.self, GoalRecalibrate.self,
    ])
}
