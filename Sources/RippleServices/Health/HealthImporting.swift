import Foundation
import RippleCore
import RippleHealth
import RippleStore

/// Importing a health export: the one use case behind `POST /api/v1/health/import` and
/// `ripple health import`. The whole file is read first (only the linked measures, from the
/// first linked habit's first day to today), so a file that cannot be read changes nothing;
/// then each day a link's rule holds becomes a check-in of its habit where the habit has none
/// (`HealthCheckIns`), each remembered as coming from health data.
public struct HealthImporting: Sendable {
  public var repository: any RippleRepository & HealthRepository
  public var user: UserID
  public var today: Day
  public var now: Int64

  public init(
    repository: any RippleRepository & HealthRepository, user: UserID, today: Day, now: Int64
  ) {
    self.repository = repository
    self.user = user
    self.today = today
    self.now = now
  }

  /// Why an import did not start or could not read its file, as a sentence.
  public struct Refusal: Error, CustomStringConvertible {
    public var description: String
  }

  /// The links of habits the user still has, and those habits.
  public func linked() async throws -> (links: [HealthLink], habits: [Habit]) {
    let habits = try await repository.habits(for: user, filter: .all)
    let ids = Set(habits.map(\.id))
    return (try await repository.healthLinks(for: user).filter { ids.contains($0.habitID) }, habits)
  }

  /// Reads the file at `url` with `reading` (the server's runs it off the event loop) and adds
  /// its days.
  public func run(
    fileAt url: URL,
    reading: @Sendable (URL, HealthImportScope) async throws -> HealthImportResult = {
      try HealthImport.read(fileAt: $0, scope: $1)
    }
  ) async throws -> HealthImportSummary {
    let (links, habits) = try await linked()
    let active = links.filter { link in habits.contains { $0.id == link.habitID && !$0.isArchived }
    }
    guard !active.isEmpty else {
      throw Refusal(
        description: "Link a habit to a health measure first: nothing would be imported")
    }
    let from =
      active.compactMap { link in habits.first { $0.id == link.habitID }?.createdDay }
      .min() ?? today
    let scope = HealthImportScope(
      measures: Set(active.map(\.rule.measure)), from: min(from, today), through: today)
    let read: HealthImportResult
    do {
      read = try await reading(url, scope)
    } catch let error as HealthImportError {
      throw Refusal(description: error.message)
    }
    var settled: [HabitID: Set<Day>] = [:]
    for checkIn in try await repository.checkIns(for: user, habit: nil, in: scope.from...today) {
      settled[checkIn.habitID, default: []].insert(checkIn.day)
    }
    let planned = HealthCheckIns.planned(
      links: active, habits: habits, settled: settled, days: read.days,
      source: read.kind.title, today: today, updatedAt: now)
    var added: [CheckIn] = []
    for checkIn in planned {
      let write = try await repository.upsertCheckIn(checkIn, keeping: .neither, for: user)
      if write.applied, write.previous == nil, let current = write.current { added.append(current) }
    }
    try await repository.markHealthCheckIns(added, for: user)
    return HealthImportSummary(
      kind: read.kind, daysRead: read.daysKept, recordsSkipped: read.recordsSkipped,
      firstDay: read.firstDayFound, lastDay: read.lastDayFound,
      added: active.compactMap { link in
        guard let habit = habits.first(where: { $0.id == link.habitID }) else { return nil }
        return (habit, added.filter { $0.habitID == habit.id }.count)
      })
  }
}

/// What a health import did: the file's kind and span, and the check-ins added per habit.
public struct HealthImportSummary: Sendable {
  public var kind: HealthExportKind
  /// Days of the linked measures kept from the file.
  public var daysRead: Int
  public var recordsSkipped: Int
  public var firstDay: Day?
  public var lastDay: Day?
  public var added: [(habit: Habit, count: Int)]

  public var total: Int { added.reduce(0) { $0 + $1.count } }
}

extension HealthExportKind {
  /// The app in words: "Apple Health", "Google Fit".
  public var title: String {
    switch self {
    case .appleHealth: "Apple Health"
    case .googleFit: "Google Fit"
    }
  }
}
