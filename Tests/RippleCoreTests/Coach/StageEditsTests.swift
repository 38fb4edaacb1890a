import RippleCore
import Testing

/// A person's edit of a stage ("Run a 5k", 12 weeks: 3 running days a week, week 3 settling at
/// week 2's dose): their own words make the stage theirs, and the days offered are those the
/// plan's rules allow.
@Suite struct StageEditsTests {
  let state = CoachFixtures.state("Run a 5k", weeks: 12)

  var roadmap: Roadmap { state.roadmap }

  /// The first week after week 2 that steps up (not a settling week).
  var stepWeek: Int {
    roadmap.stages.dropFirst(2).first { !$0.isConsolidation }!.week
  }

  @Test func ownWordsMakeAYesNoStageWithTipsForAnyHabit() throws {
    let planned = roadmap.stages[stepWeek - 1]
    #expect(planned.habit.measure != .boolean && planned.tips != StageEdits.ownActionTips)
    let mine = StageEdits.applied(
      to: planned, name: nil, action: "Walk 15 minutes after lunch", criterion: nil)
    #expect(mine.isOwnAction && mine.isEdited)
    #expect(mine.habit.action == "Walk 15 minutes after lunch")
    #expect(mine.title == "Walk 15 minutes after lunch")
    #expect(mine.habit.measure == .boolean)
    #expect(mine.tips == StageEdits.ownActionTips)
    #expect(
      mine.rationale
        == "Your own step for this week, on 3 of 7 days. It keeps its place in the plan, so each "
        + "step still builds on the one before.")
    // The dose keeps the stage's place, so the plan still holds.
    #expect(mine.dose == planned.dose && mine.level == planned.level)
    var edited = roadmap
    edited.stages[stepWeek - 1] = mine
    #expect(throws: Never.self) { try RoadmapCheck.validate(edited) }
    // Days alone, or a new name, keep the planner's words and measure.
    let fewer = StageEdits.applied(to: planned, name: nil, action: nil, criterion: 2)
    #expect(!fewer.isOwnAction && fewer.habit.measure == planned.habit.measure)
  }

  @Test func ownWordsKeepTheTipsPastAttemptsAdded() {
    let attempts = PastAttempts(triedBefore: true, obstacles: [.motivation])
    let adjusted = ObstacleAdjustments.applied(to: roadmap, attempts: attempts)
    let mine = StageEdits.applied(
      to: adjusted.stages[stepWeek - 1], name: nil, action: "Walk after lunch", criterion: nil)
    #expect(mine.tips.contains(ObstacleAdjustments.reflectionTip))
    #expect(mine.tips.count <= 4 && mine.tips.count >= 2)
  }

  @Test func theDaysOfferedKeepThePlansRules() {
    // A week that steps up may ask its dose's 3 days or up to two fewer; never a fourth running day
    // while the weeks after it keep three.
    #expect(StageEdits.dayChoices(week: stepWeek, in: roadmap) == [1, 2, 3])
    // A settling week asks no fewer days than the week it settles at.
    let settling = roadmap.stages.first { $0.isConsolidation }!.week
    #expect(StageEdits.dayChoices(week: settling, in: roadmap) == [3])
    #expect(StageEdits.dayChoices(week: 99, in: roadmap).isEmpty)
  }

  @Test func whyOtherDaysAreNotOffered() {
    #expect(
      StageEdits.daysText([1, 2, 3])
        == "This stage can ask 1 to 3 days of 7, so each week still builds on the one before.")
    #expect(
      StageEdits.daysText([3])
        == "This stage asks 3 of 7 days, so each week still builds on the one before.")
    #expect(StageEdits.daysText([1, 2, 4]).hasPrefix("This stage can ask 1, 2 or 4 days of 7"))
  }
}
