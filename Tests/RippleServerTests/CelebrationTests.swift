import Testing

/// What a check-in write celebrates: decided by the engine, returned by the server.
@Suite struct CelebrationTests {
  @Test func fillingASegmentIsCelebrated() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let reply = try await app.checkIn(id, on: "2026-11-18")
      #expect(
        reply["celebration"].withoutNulls == [
          "segmentFilled": true, "weeklyGoalReached": false, "perfectDay": true,
        ])
    }
  }

  @Test func reachingTheWeeklyGoal() async throws {
    try await TestApp.run { app in
      let habit = try await app.createHabit(
        #"{"name": "Run", "schedule": {"kind": "times_per_week", "times": 2}}"#, day: "2026-11-16")
      let id = try #require(habit["id"].string)
      let first = try await app.checkIn(id, on: "2026-11-16", today: "2026-11-18")
      #expect(first["card"]["week"]["text"].string == "1 / 2")
      #expect(first["card"]["week"]["onTrack"].bool == false)
      #expect(first["celebration"]["segmentFilled"].bool == true)
      #expect(first["celebration"]["weeklyGoalReached"].bool == false)

      let second = try await app.checkIn(id, on: "2026-11-18")
      #expect(second["card"]["week"]["text"].string == "2 / 2")
      #expect(second["card"]["week"]["onTrack"].bool == true)
      #expect(second["celebration"]["weeklyGoalReached"].bool == true)
      #expect(second["card"]["streak"]["unit"].string == "week")

      let third = try await app.checkIn(id, on: "2026-11-17", today: "2026-11-18")
      #expect(third["card"]["week"]["text"].string == "3 / 2")
      #expect(third["celebration"]["weeklyGoalReached"].bool == false)
    }
  }

  @Test func completingEveryHabitDueIsAPerfectDay() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let walk = try await app.createHabit(named: "Walk")
      let first = try await app.checkIn(read, on: "2026-11-18")
      #expect(first["celebration"]["perfectDay"].bool == false)
      #expect(first["perfectDay"].bool == false)
      #expect(
        first["summary"] == ["due": 2, "done": 1, "ratio": 0.5, "tierText": "Halfway there!"])

      let second = try await app.checkIn(walk, on: "2026-11-18")
      #expect(second["celebration"]["perfectDay"].bool == true)
      #expect(second["perfectDay"].bool == true)
      #expect(second["summary"] == ["due": 2, "done": 2, "ratio": 1, "tierText": "Perfect!"])

      let undone = try await app.send(.delete, "/api/v1/habits/\(walk)/checkins/2026-11-18")
      #expect(undone.json["perfectDay"].bool == false)
      #expect(undone.json["celebration"]["perfectDay"].bool == false)
    }
  }

  @Test func aPerfectDayTickedAgainAfterAnUntickIsNotCelebratedAgain() async throws {
    try await TestApp.run { app in
      let read = try await app.createHabit(named: "Read")
      let first = try await app.checkIn(read, on: "2026-11-18")
      #expect(first["celebration"]["perfectDay"].bool == true)

      _ = try await app.send(.delete, "/api/v1/habits/\(read)/checkins/2026-11-18")
      let again = try await app.checkIn(read, on: "2026-11-18")

      #expect(again["perfectDay"].bool == true)
      #expect(again["celebration"]["segmentFilled"].bool == true)
      #expect(again["celebration"]["perfectDay"].bool == false)
    }
  }

  @Test func aMilestoneThatCompletesTheDayIsOneCelebration() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      _ = try await app.checkIn(id, on: "2026-11-16", today: "2026-11-18")
      _ = try await app.checkIn(id, on: "2026-11-17", today: "2026-11-18")

      let third = try await app.checkIn(id, on: "2026-11-18")

      #expect(third["celebration"]["milestone"]["days"].int == 3)
      #expect(third["perfectDay"].bool == true)
      #expect(third["celebration"]["perfectDay"].bool == false)
      // Ticked again, neither the milestone nor the perfect day is celebrated a second time.
      _ = try await app.send(.delete, "/api/v1/habits/\(id)/checkins/2026-11-18")
      let again = try await app.checkIn(id, on: "2026-11-18")
      #expect(again["celebration"]["milestone"].isNull)
      #expect(again["celebration"]["perfectDay"].bool == false)
    }
  }

  @Test func threeConsecutiveDaysReachTheFirstMilestone() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-16")
      let first = try await app.checkIn(id, on: "2026-11-16")
      #expect(first["card"]["streak"]["current"].int == 1)
      #expect(first["celebration"]["milestone"].isNull)
      let second = try await app.checkIn(id, on: "2026-11-17")
      #expect(second["card"]["streak"]["current"].int == 2)
      #expect(second["celebration"]["milestone"].isNull)

      let third = try await app.checkIn(id, on: "2026-11-18")
      #expect(third["card"]["streak"]["current"].int == 3)
      #expect(third["card"]["streak"]["longest"].int == 3)
      #expect(
        third["celebration"]["milestone"] == [
          "days": 3, "intensity": "standard", "message": "3 days strong! Building momentum",
        ])
    }
  }

  @Test func fillingAGapCanCompleteAMilestone() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read", day: "2026-11-12")
      for day in ["2026-11-12", "2026-11-13", "2026-11-14", "2026-11-16", "2026-11-17"] {
        try await app.checkIn(id, on: day, today: "2026-11-18")
      }
      let today = try await app.checkIn(id, on: "2026-11-18")
      #expect(today["card"]["streak"]["current"].int == 3)
      #expect(today["celebration"]["milestone"]["days"].int == 3)

      let gap = try await app.checkIn(id, on: "2026-11-15", today: "2026-11-18")
      #expect(gap["card"]["streak"]["current"].int == 7)
      #expect(
        gap["celebration"]["milestone"] == [
          "days": 7, "intensity": "standard", "message": "7 day streak! You're building a habit",
        ])
    }
  }

  @Test func skippingCelebratesNothing() async throws {
    try await TestApp.run { app in
      let id = try await app.createHabit(named: "Read")
      let reply = try await app.checkIn(id, on: "2026-11-18", state: "skipped")
      #expect(
        reply["celebration"].withoutNulls == [
          "segmentFilled": false, "weeklyGoalReached": false, "perfectDay": false,
        ])
    }
  }
}
