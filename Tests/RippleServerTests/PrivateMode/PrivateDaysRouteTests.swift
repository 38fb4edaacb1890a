import Foundation
import HTTPTypes
import RippleCore
import Testing

@testable import RippleServer

/// `PUT /api/v1/private/days`: many days' note and mood in one request while private mode is on,
/// each day decided as a check-in's write is (a later write stands, a day without a check-in is
/// left out), every broken rule refused naming its day's field with nothing written.
@Suite struct PrivateDaysRouteTests {
  static let day = "2026-11-17"

  static func days(_ entries: [[String: Any?]]) -> String {
    let list = entries.map { entry in entry.mapValues { $0 ?? NSNull() } }
    let data = try! JSONSerialization.data(withJSONObject: ["days": list], options: [.sortedKeys])
    return String(decoding: data, as: UTF8.self)
  }

  /// Ann with two habits, a noted day on the first, private mode on; answers her and the ids.
  static func noted(_ app: AccountsApp) async throws -> (Credential, String, String) {
    let ann = try await app.register("ann@example.com")
    let walk = try await app.createHabit("Walk", as: ann)
    let read = try await app.createHabit("Read", as: ann)
    let put = try await app.send(
      .put, "/api/v1/habits/\(walk)/checkins/\(day)",
      json: #"{"state": "done", "note": "by the canal", "mood": "good", "updatedAt": 1000}"#,
      as: ann)
    #expect(put.status == .ok, "\(put.text)")
    return (ann, walk, read)
  }

  @Test func daysAreWrittenInOneRequestAndALaterWriteStands() async throws {
    try await AccountsApp.run { app in
      let (ann, walk, read) = try await Self.noted(app)
      let clear = Self.days([
        ["habitId": walk, "day": Self.day, "note": nil, "mood": nil, "updatedAt": 2000],
        ["habitId": read, "day": Self.day, "note": nil, "mood": nil, "updatedAt": 2000],
        ["habitId": "gone", "day": Self.day, "updatedAt": 2000],
      ])
      let off = try await app.send(.put, "/api/v1/private/days", json: clear, as: ann)
      #expect(off.status == .conflict)
      #expect(off.errorCode == "private_mode_off")

      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let cleared = try await app.send(.put, "/api/v1/private/days", json: clear, as: ann)
      #expect(cleared.status == .ok, "\(cleared.text)")
      #expect(cleared.json["days"].array.map { $0["applied"].bool } == [true, false, false])
      #expect(cleared.json["days"][0]["habitId"].string == walk)
      let backup = try await app.send(.get, "/api/v1/backup", as: ann)
      let checkIn = backup.json["checkIns"].array.first { $0["habitId"].string == walk }
      #expect(checkIn?["note"].isNull == true && checkIn?["mood"].isNull == true)
      #expect(checkIn?["state"].string == "done", "the day's state stays")

      // Written back, then an older stamp: the later write stands.
      let back = Self.days([
        [
          "habitId": walk, "day": Self.day, "note": "by the canal", "mood": "good",
          "updatedAt": 3000,
        ]
      ])
      #expect(try await app.send(.put, "/api/v1/private/days", json: back, as: ann).status == .ok)
      let stale = Self.days([
        ["habitId": walk, "day": Self.day, "note": "older", "mood": nil, "updatedAt": 2500]
      ])
      let refused = try await app.send(.put, "/api/v1/private/days", json: stale, as: ann)
      #expect(refused.json["days"][0]["applied"].bool == false, "\(refused.text)")
      let after = try await app.send(.get, "/api/v1/backup", as: ann)
      let kept = after.json["checkIns"].array.first { $0["habitId"].string == walk }
      #expect(kept?["note"].string == "by the canal" && kept?["mood"].string == "good")

      // Nobody else's days: Bob's request finds no habit of Ann's.
      let bob = try await app.register("bob@example.com")
      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: bob)
      let other = try await app.send(.put, "/api/v1/private/days", json: clear, as: bob)
      #expect(other.json["days"].array.map { $0["applied"].bool } == [false, false, false])
    }
  }

  @Test func eachBrokenRuleIsRefusedNamingItsDayAndWritesNothing() async throws {
    try await AccountsApp.run { app in
      let (ann, walk, _) = try await Self.noted(app)
      _ = try await app.send(.put, "/api/v1/private/keyring", json: SentKeyring.body(), as: ann)
      let good: [String: Any?] = [
        "habitId": walk, "day": Self.day, "note": nil, "mood": nil, "updatedAt": 5000,
      ]
      func with(_ key: String, _ value: Any?) -> [String: Any?] {
        var entry = good
        entry[key] = value
        return entry
      }
      let cases: [([[String: Any?]], String)] = [
        ([], "days"),
        (Array(repeating: good, count: 201), "days"),
        ([good, with("day", "17/11/2026")], "days[1].day"),
        ([good, with("mood", "elated")], "days[1].mood"),
        ([good, with("habitId", "")], "days[1].habitId"),
        ([good, with("note", String(repeating: "n", count: 101))], "days[1].note"),
      ]
      for (days, field) in cases {
        let reply = try await app.send(.put, "/api/v1/private/days", json: Self.days(days), as: ann)
        #expect(reply.status == .unprocessableContent, "\(field): \(reply.text)")
        #expect(reply.json["error"]["field"].string == field, "\(reply.text)")
      }
      let missing = try await app.send(
        .put, "/api/v1/private/days", json: #"{"days": [{"habitId": "x", "day": "2026-11-17"}]}"#,
        as: ann)
      #expect(missing.status == .badRequest, "\(missing.text)")
      let backup = try await app.send(.get, "/api/v1/backup", as: ann)
      let kept = backup.json["checkIns"].array.first { $0["habitId"].string == walk }
      #expect(kept?["note"].string == "by the canal", "nothing was written")
    }
  }
}
