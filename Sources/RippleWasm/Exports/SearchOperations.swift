import RippleCore
import RippleWire

/// Search with the server out of reach: `GET /api/v1/search` and `GET /api/v1/habits/{id}/notes`
/// answered from the replica by the same rule (`SearchResults`, `HabitNotes`), in the server's
/// JSON. The replica holds no reflections, so offline none are found.
enum SearchOperations {
  /// `{…replica, categories?, q, limit?}`.
  static func search(_ input: JSON) throws(EngineError) -> [UInt8] {
    let fields = try JSONFields(input, path: "input")
    let text = try fields.optionalString("q") ?? ""
    let query: SearchQuery
    do { query = try SearchQuery(text) } catch { throw .invalid(error.message, field: "q") }
    let limit = try fields.optionalInt("limit") ?? SearchResults.defaultLimit
    guard limit >= 1 && limit <= SearchResults.maximumLimit else {
      throw .badRequest(
        "'limit' must be a whole number from 1 to \(SearchResults.maximumLimit)", field: "limit")
    }
    let logs = try EngineOperations.logs(input, includeArchived: true)
    var notes: [CheckIn] = []
    for log in logs {
      for checkIn in log.checkIns.values where checkIn.note != nil { notes.append(checkIn) }
    }
    let results = SearchResults(
      query: query, habits: logs.map { $0.habit }, categories: try categories(input),
      notes: notes, reflections: [], limit: limit)
    return SearchResultsJSON(results, text: text).jsonBytes
  }

  /// `{…replica, habitId, q?, mood?}`.
  static func habitNotes(_ input: JSON) throws(EngineError) -> [UInt8] {
    let fields = try JSONFields(input, path: "input")
    let id = HabitID(try fields.string("habitId"))
    let text = try fields.optionalString("q") ?? ""
    var query: SearchQuery?
    do { query = try SearchQuery(text) } catch {
      if error == .tooLong { throw .invalid(error.message, field: "q") }
    }
    var mood: Mood?
    if let text = try fields.optionalString("mood"), !text.isEmpty {
      guard let known = Mood(rawValue: text) else {
        throw .badRequest("'mood' must be one of great, good, okay, bad", field: "mood")
      }
      mood = known
    }
    guard
      let log = try EngineOperations.logs(input, includeArchived: true).first(where: {
        $0.habit.id == id
      })
    else { throw EngineError(code: "not_found", message: "No habit with that id", field: nil) }
    let notes = HabitNotes(
      habit: log.habit, checkIns: Array(log.checkIns.values), query: query, mood: mood)
    return HabitNotesJSON(notes).jsonBytes
  }

  /// The replica's categories (`{id, name, color, icon?, sortOrder}`), when it holds them.
  static func categories(_ input: JSON) throws(EngineError) -> [Category] {
    guard input["categories"] != nil else { return HeldReplica.current?.categories ?? [] }
    return try readCategories(input)
  }

  static func readCategories(_ input: JSON) throws(EngineError) -> [Category] {
    let fields = try JSONFields(input, path: "input")
    guard fields.has("categories") else { return [] }
    var categories: [Category] = []
    for item in try fields.array("categories") {
      let category = try JSONFields(item, path: "category")
      categories.append(
        Category(
          id: CategoryID(try category.string("id")), name: try category.string("name"),
          color: try category.optionalString("color") ?? "#6366F1",
          icon: try category.optionalString("icon"),
          sortOrder: try category.optionalInt("sortOrder") ?? 0))
    }
    return categories
  }
}
