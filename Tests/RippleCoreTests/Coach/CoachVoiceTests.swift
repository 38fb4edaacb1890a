import RippleCore
import Testing

/// The coach's voice: no user-visible coach string uses the shaming words it rules out.
@Suite struct CoachVoiceTests {
  static let ruledOut = [
    "fail", "behind schedule", "lazy", "should have", "shouldn't have", "give up", "gave up",
    "giving up", "shame", "disappoint", "guilt", "pathetic", "weak", "useless", "no excuse",
    "you missed", "you only", "not good enough", "wasted", "broke your", "inadequate",
  ]

  /// Every string the coach can show.
  static var everyString: [String] {
    var texts: [String] = []
    for situation in CoachSituation.allCases { texts += CoachMessages.library(situation) }
    for option in MoveOption.allCases { texts += [option.label, option.detail] }
    let planner = BuiltInPlanner()
    for domain in Domain.allCases {
      for weeks in GoalTimeline.weekRange {
        for attempts in CoachFixtures.attemptKinds {
          let goal = CoachFixtures.goal(weeks: weeks, attempts: attempts)
          let roadmap = planner.roadmap(for: goal, domain: domain, today: monday)
          for stage in roadmap.stages {
            texts += [stage.title, stage.habit.name, stage.habit.action, stage.rationale]
            texts += stage.tips
          }
          var state = CoachState(goal: goal, roadmap: roadmap)
          for simplification in Simplification.allCases {
            if let update = try? CoachMoves.apply(
              .simplify(simplification), to: state, today: monday, firstWeekday: .monday)
            {
              texts += [update.state.currentStage.rationale, update.state.currentStage.title]
            }
          }
          if let extended = try? CoachMoves.apply(
            .extend, to: state, today: monday, firstWeekday: .monday)
          {
            texts += extended.state.roadmap.stages.map { $0.rationale }
          }
          state.currentIndex = min(2, state.roadmap.stages.count - 1)
          if let preview = try? Recalibration.preview(
            of: state, today: monday, firstWeekday: .monday)
          {
            texts += preview.changes.map { $0.text }
            texts += preview.proposed.stages.map { $0.rationale }
          }
        }
      }
    }
    for (text, _) in GoalCorpus.entries + [("run a marathon", nil), ("lose 20 kg", nil)] {
      let assessment = GoalClarity.assess(what: text, timeline: .weeks(8), startDay: monday)
      for question in assessment.questions {
        texts += [question.question, question.hint]
        texts += question.choices.flatMap { [$0.label, $0.goal] }
      }
      if let advice = assessment.timelineAdvice {
        texts += [advice.reason] + (advice.suggestedGoal.map { [$0] } ?? [])
      }
    }
    return texts
  }

  @Test func noRuledOutWords() {
    let texts = Self.everyString
    #expect(texts.count > 1000)
    var offenders: [String] = []
    for text in Set(texts) {
      let lower = text.lowercased()
      for word in Self.ruledOut where lower.contains(word) {
        offenders.append("\"\(text)\" uses \"\(word)\"")
      }
    }
    #expect(offenders.isEmpty, "\(offenders)")
  }

  @Test func everySituationHasSeveralShortMessages() {
    for situation in CoachSituation.allCases {
      let texts = CoachMessages.library(situation)
      #expect(texts.count >= 2, "\(situation)")
      #expect(Set(texts).count == texts.count)
      for text in texts { #expect(text.count <= 100, "\(text)") }
    }
  }

  @Test func messagesVaryByDayAndRepeatForTheSameDay() {
    let week = (0..<7).map { CoachMessages.pick(.loggedYes, on: monday.adding(days: $0)) }
    #expect(Set(week.map { $0.text }).count == CoachMessages.library(.loggedYes).count)
    #expect(CoachMessages.pick(.behind, on: monday) == CoachMessages.pick(.behind, on: monday))
    #expect(CoachMessages.pick(.loggedSkip, on: day("1969-12-25")).text.isEmpty == false)
    #expect(CoachSituation(logged: .skipped) == .loggedSkip)
  }
}
