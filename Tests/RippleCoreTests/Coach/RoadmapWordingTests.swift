import RippleCore
import Testing

@Suite struct RoadmapWordingTests {
  @Test func theBuiltInPlannersRoadmapIsKind() {
    #expect(RoadmapWording.firstRuledOut(in: CoachFixtures.state().roadmap) == nil)
  }

  @Test(arguments: [
    ("You shouldn’t have skipped", "shouldn't have"), ("Don't FAIL this week", "fail"),
    ("Never give up", "give up"),
  ])
  func aRuledOutPhraseIsFoundWithItsWeek(tip: String, phrase: String) throws {
    var roadmap = CoachFixtures.state().roadmap
    roadmap.stages[2].tips.append(tip)
    let found = try #require(RoadmapWording.firstRuledOut(in: roadmap))
    #expect(found.week == roadmap.stages[2].week)
    #expect(found.phrase == phrase)
  }
}
