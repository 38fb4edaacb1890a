import Foundation
import RippleCore
import RippleStore
import RippleWire

/// A shared routine read back from its file (`RoutineFileJSON`), a file from anywhere: bounded
/// in size and count, its format and version checked, every habit checked by the same rules as
/// one made in the app (a problem names its place, `habits[2].color`). Only definitions are read:
/// whatever else a file carries (ids, check-ins, notes) is ignored.
public struct RoutineFile: Sendable, Equatable {
  public var name: String
  public var habits: [HabitDefinition]

  /// The largest file read.
  public static let maximumSize = 256 * 1024
  /// The most habits one routine holds.
  public static let maximumHabits = 50

  public init(name: String, habits: [HabitDefinition]) {
    self.name = name
    self.habits = habits
  }

  /// The name a routine is shared under: `name` trimmed ("My routine" when absent), or nil when
  /// it is blank or longer than a habit's name may be. The API and the CLI both share with it.
  public static func sharedName(_ name: String?) -> String? {
    let name = (name ?? "My routine").trimmed
    return TextRules.isBlank(name) || name.count > Limits.nameLength ? nil : name
  }

  /// The routine `data` holds, or why it cannot be used.
  public static func read(_ data: Data) throws(StoreError) -> RoutineFile {
    guard data.count <= maximumSize else {
      throw .fileTooLarge("A routine file may be at most \(maximumSize / 1024) KB")
    }
    let header: Header
    do {
      header = try JSONDecoder().decode(Header.self, from: data)
    } catch {
      throw .badFile("This is not a Ripple routine: \(DecodingProblem.describe(error))")
    }
    guard header.format == RoutineFileJSON.format, let version = header.version else {
      throw .badFile("This is not a Ripple routine (its format is not \(RoutineFileJSON.format))")
    }
    guard version <= RoutineFileJSON.version else {
      throw .badFile(
        "This routine was made by a newer Ripple (version \(version)); update Ripple to open it")
    }
    guard version >= 1 else { throw .badFile("Unknown routine version \(version)") }
    let body: Body
    do {
      body = try JSONDecoder().decode(Body.self, from: data)
    } catch {
      throw .badFile("The routine is malformed: \(DecodingProblem.describe(error))")
    }
    guard !body.habits.isEmpty else { throw .badFile("The routine has no habits") }
    guard body.habits.count <= maximumHabits else {
      throw .badFile("A routine holds at most \(maximumHabits) habits")
    }
    let name = (body.name ?? "").trimmed
    do {
      try TextRules.check(
        name, field: "name", limit: Limits.nameLength,
        tooLong: "The routine's name must be \(Limits.nameLength) characters or fewer")
    } catch {
      throw .invalid(field: error.field, message: error.message)
    }
    var habits: [HabitDefinition] = []
    for (index, habit) in body.habits.enumerated() {
      habits.append(try checked(habit, at: index))
    }
    return RoutineFile(name: name, habits: habits)
  }

  /// The definition, checked as a new habit is (a name used twice in the file is checked when it
  /// is added, against the person's habits too).
  private static func checked(
    _ input: HabitEntry, at index: Int
  ) throws(StoreError)
    -> HabitDefinition
  {
    let definition = HabitDefinition(
      name: input.name, description: input.description ?? "",
      color: (input.color ?? Palette.auto[index % Palette.auto.count].hex).uppercased(),
      icon: input.icon ?? "dot", schedule: input.schedule?.schedule ?? .daily,
      measure: input.measure?.measure ?? .boolean,
      reminders: input.reminders?.map(\.reminder) ?? [])
    let probe = definition.habit(id: HabitID("routine-\(index)"), createdDay: Limits.earliestDay)
    do {
      _ = try HabitValidation.validated(probe, among: [])
    } catch {
      throw .invalid(field: "habits[\(index)].\(error.field)", message: error.message)
    }
    return definition
  }

  private struct Header: Decodable {
    var format: String?
    var version: Int?
  }

  private struct Body: Decodable {
    var name: String?
    var habits: [HabitEntry]
  }

  private struct HabitEntry: Decodable {
    var name: String
    var description: String?
    var color: String?
    var icon: String?
    var schedule: ScheduleDTO?
    var measure: MeasureDTO?
    var reminders: [ReminderDTO]?
  }
}
