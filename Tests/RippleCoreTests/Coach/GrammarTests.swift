import RippleCore
import Testing

/// Every sentence the coach generates for the whole corpus — every stage's title, habit,
/// action, rationale and tips, every summary, advice and safety line, for every past obstacle,
/// every answer to "where are you now?", every alternative and every length of timeline; the
/// questions, the timeline advice, the messages and the end-of-week choices — passes the grammar
/// check, and no plan borrows another kind of plan's tips.
@Suite struct GrammarTests {
  let planner = BuiltInPlanner()

  @Test func theCheckFindsWhatItLooksFor() {
    #expect(!Grammar.problems(in: "Needs about 1 more weeks.").isEmpty)
    #expect(!Grammar.problems(in: "Keep the 1 changes.").isEmpty)
    #expect(!Grammar.problems(in: "The about $0 a week you save now.").isEmpty)
    #expect(!Grammar.problems(in: "Walk 0 minutes.").isEmpty)
    #expect(!Grammar.problems(in: "Read the the book.").isEmpty)
    #expect(!Grammar.problems(in: "Tips null").isEmpty)
    #expect(!Grammar.problems(in: "Spend {minutes} on it.").isEmpty)
    #expect(!Grammar.problems(in: "Talk to 1 new people.").isEmpty)
    #expect(Grammar.problems(in: "Needs about 1 more week. 1 glass, 2 glasses, 10 people.").isEmpty)
  }

  /// Every sentence of the corpus's plans.
  static func roadmapTexts(_ roadmap: Roadmap) -> [String] {
    var texts = [roadmap.aim.summary] + roadmap.aim.safety
    texts += [roadmap.aim.advice, roadmap.aim.finishLine].compactMap { $0 }
    for (index, stage) in roadmap.stages.enumerated() {
      texts += [stage.title, stage.habit.name, stage.habit.action, stage.rationale]
      texts += stage.tips
      texts.append(roadmap.weeksLabel(of: index))
    }
    return texts.filter { !$0.isEmpty }
  }

  @Test(arguments: PlanCorpus.cases)
  func everyPlansSentencesAreWellFormed(_ entry: PlanCase) {
    var roadmaps: [Roadmap] = []
    for attempts in CoachFixtures.attemptKinds {
      roadmaps.append(planner.roadmap(for: entry.goal(attempts: attempts), today: monday))
    }
    let question = BaselineQuestions.question(for: entry.domain, what: entry.what)
    for choice in question.choices {
      roadmaps.append(
        planner.roadmap(for: entry.goal(baseline: .some(choice.amount)), today: monday))
    }
    for weeks in [1, 3, 12, 26, 104] {
      roadmaps.append(planner.roadmap(for: entry.goal(weeks: weeks), today: monday))
    }
    for variant in RoadmapVariant.allCases {
      roadmaps.append(planner.roadmap(for: entry.goal(), today: monday, variant: variant))
    }
    for roadmap in roadmaps {
      for text in Self.roadmapTexts(roadmap) {
        let problems = Grammar.problems(in: text)
        #expect(problems.isEmpty, "\(entry): \(problems) in \"\(text)\"")
      }
      checkTheTipsBelong(roadmap, entry)
      checkTheOpening(roadmap, entry)
    }
  }

  /// No tip of another kind of plan: vegetables in a water plan, drafting in a gratitude list,
  /// a cigarette linked to coffee.
  func checkTheTipsBelong(_ roadmap: Roadmap, _ entry: PlanCase) {
    let tips = roadmap.stages.flatMap { $0.tips }.map { $0.lowercased() }
    let foreign: [String]
    switch roadmap.stages.first?.dose?.unit {
    case "glasses": foreign = ["vegetable", "portion", "protein"]
    case "portions", "meals with vegetables": foreign = ["water bottle", "glass when you wake"]
    case "days": foreign = ["write badly", "editing", "draft"]
    default: foreign = []
    }
    for word in foreign where tips.contains(where: { $0.contains(word) }) {
      Issue.record("\(entry): a tip about \"\(word)\" in a \(roadmap.domain) plan")
    }
    if roadmap.domain.isCuttingDown, tips.contains(where: { $0.contains("coffee") }) {
      Issue.record("\(entry): a limit plan tied to coffee")
    }
  }

  /// "Starts small" only before a plan that grows from a small start; never before a large
  /// fixed amount.
  func checkTheOpening(_ roadmap: Roadmap, _ entry: PlanCase) {
    guard let first = roadmap.stages.first, first.rationale.contains("starts small") else { return }
    let doses = roadmap.stages.compactMap { $0.dose?.amount }
    #expect(
      doses.count > 1 && (doses.last ?? 0) > (doses.first ?? 0)
        || roadmap.stages.last?.dose?.daysPerWeek ?? 0 > first.dose?.daysPerWeek ?? 0,
      "\(entry): \"starts small\" before \(doses)")
  }

  @Test func everyQuestionAdviceAndMessageIsWellFormed() {
    var texts: [String] = []
    for situation in CoachSituation.allCases { texts += CoachMessages.library(situation) }
    for option in MoveOption.allCases {
      texts += [option.label, option.detail, MoveOption.holdDetail]
    }
    let statements = PlanCorpus.cases.map(\.what) + GoalCorpus.entries.map(\.text)
    for what in statements {
      for weeks in [1, 3, 8, 12, 52] {
        let assessment = GoalClarity.assess(what: what, timeline: .weeks(weeks), startDay: monday)
        for question in assessment.questions {
          texts += [question.question, question.hint]
          texts += question.choices.flatMap { [$0.label, $0.goal] }
        }
        if let advice = assessment.timelineAdvice {
          texts += [advice.reason] + (advice.suggestedGoal.map { [$0] } ?? [])
        }
      }
      let domain = DomainRecognizer.shared.domain(of: what)
      let question = BaselineQuestions.question(for: domain, what: what)
      texts += [question.question, question.hint] + question.choices.map(\.label)
    }
    for text in texts where !text.isEmpty {
      // A suggested goal keeps the person's own words, lower case and all.
      let problems = Grammar.problems(in: text).filter { $0 != "starts in lower case" }
      #expect(problems.isEmpty, "\(problems) in \"\(text)\"")
    }
  }

  /// The end of a week of a stage lasting several weeks says which week comes next.
  @Test func aLongStagesWeekEndSaysWhichWeekComesNext() throws {
    let goal = PlanCorpus.cases.first { $0.what == "Couch to 5K" }!.goal(weeks: 26)
    let state = CoachState(goal: goal, roadmap: planner.roadmap(for: goal, today: monday))
    #expect(state.currentStage.weeks > 1)
    let judged = CoachFixtures.judged("xxx....", state: state)
    let week = CoachWeek(
      state: judged, log: CoachFixtures.log("xxx....", state: judged),
      today: monday.adding(days: 7), firstWeekday: .monday, weekOf: monday)
    let review = try #require(WeekReview(week: week, state: judged, today: monday.adding(days: 7)))
    let detail = review.detail(of: .advance)
    #expect(detail.hasPrefix("Next week is week 2 of \(state.currentStage.weeks) at this step"))
    #expect(Grammar.problems(in: detail).isEmpty)
    #expect(review.label(of: .advance) == "On to next week")
  }
}
