import RippleCore
import RippleStore

/// Replaces words in a text, each `from` by its `to`, in one pass from the start: where several
/// match at a place, the longest wins, and what was put in is not looked at again. Private mode
/// swaps a goal's words for tokens when it is turned on, and tokens for words when it is turned
/// off (`PUT /api/v1/goals/{id}/words`).
public struct WordSwap: Sendable {
  /// The pairs by the first character of `from`, longest `from` first.
  private let byFirst: [Character: [(from: [Character], to: String)]]

  public init(_ pairs: [(from: String, to: String)]) {
    var byFirst: [Character: [(from: [Character], to: String)]] = [:]
    for pair in pairs {
      let from = Array(pair.from)
      guard let first = from.first else { continue }
      byFirst[first, default: []].append((from, pair.to))
    }
    self.byFirst = byFirst.mapValues { $0.sorted { $0.from.count > $1.from.count } }
  }

  public func callAsFunction(_ text: String) -> String {
    let characters = Array(text)
    var out = ""
    var at = 0
    while at < characters.count {
      let found = byFirst[characters[at]]?.first { pair in
        at + pair.from.count <= characters.count
          && characters[at..<at + pair.from.count].elementsEqual(pair.from)
      }
      if let found {
        out += found.to
        at += found.from.count
      } else {
        out.append(characters[at])
        at += 1
      }
    }
    return out
  }
}

extension CoachState {
  /// The state with `change` applied to every word of it: the goal's text, why it matters and the
  /// past attempt in the person's words; each roadmap's stages (title, habit name and action,
  /// rationale, tips), summary, advice and safety notes; the stage habits of its spans.
  public func reworded(_ change: (String) -> String) -> CoachState {
    var state = self
    state.goal.what = change(goal.what)
    state.goal.why = change(goal.why)
    state.goal.pastAttempts.otherText = change(goal.pastAttempts.otherText)
    for index in state.roadmaps.indices {
      var roadmap = state.roadmaps[index]
      for at in roadmap.stages.indices {
        var stage = roadmap.stages[at]
        stage.title = change(stage.title)
        stage.habit = stage.habit.reworded(change)
        stage.rationale = change(stage.rationale)
        stage.tips = stage.tips.map(change)
        roadmap.stages[at] = stage
      }
      roadmap.aim.summary = change(roadmap.aim.summary)
      roadmap.aim.advice = roadmap.aim.advice.map(change)
      roadmap.aim.safety = roadmap.aim.safety.map(change)
      state.roadmaps[index] = roadmap
    }
    for index in state.spans.indices {
      state.spans[index].habit = state.spans[index].habit.reworded(change)
    }
    return state
  }
}

extension StageHabit {
  fileprivate func reworded(_ change: (String) -> String) -> StageHabit {
    var habit = self
    habit.name = change(name)
    habit.action = change(action)
    return habit
  }
}

extension WordSwap {
  /// A goal's words swapped, as `RippleRepository.rewordGoal` stores them: `stored`'s state, its
  /// linked habit's name and description and its reflections, stamped `millis`.
  public func swapped(
    _ stored: GoalRecord, habit: Habit, reflections: [GoalReflection], at millis: Int64
  ) -> GoalWords {
    var goal = stored
    goal.state = stored.state.reworded { self($0) }
    goal.updatedAt = millis
    var renamed = habit
    renamed.name = self(habit.name)
    renamed.description = self(habit.description)
    if renamed != habit { renamed.updatedAt = millis }
    return GoalWords(
      goal: goal, habit: renamed,
      reflections: reflections.map { reflection in
        var swapped = reflection
        swapped.worked = self(reflection.worked)
        swapped.hard = self(reflection.hard)
        return swapped
      })
  }
}
