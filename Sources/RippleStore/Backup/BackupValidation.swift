import RippleCore

/// Checks a whole backup against the engine's rules before anything is replaced; the first
/// problem becomes a `StoreError.badFile` that says where it is.
enum BackupValidation {
  static func validated(_ document: BackupDocument) throws(StoreError) -> BackupDocument {
    guard (1...BackupDocument.currentVersion).contains(document.version) else {
      throw .badFile("Unsupported backup version \(document.version)")
    }
    var document = document
    do {
      document.settings = try SettingsRules.validated(document.settings)
    } catch {
      throw .badFile("settings.\(field(error)): \(error.message)")
    }
    document.categories = try validated(document.categories)
    document.habits = try validated(document.habits, categories: document.categories)
    document.checkIns = try validated(document.checkIns, habits: document.habits)
    document.habits = try IconBackupValidation.checked(
      icons: document.icons, habits: document.habits)
    try GoalBackupValidation.check(
      goals: document.goals, reflections: document.reflections, habits: document.habits)
    document.partnerShares = try validated(document.partnerShares, habits: document.habits)
    if let privateMode = document.privateMode {
      document.privateMode = try validated(privateMode)
    }
    return document
  }

  /// A keyring and items of the shapes the API accepts (`PrivateKeyringRules`,
  /// `PrivateItemRules`), each item once; their times stay the backup's.
  private static func validated(
    _ privateMode: BackupPrivateMode
  ) throws(StoreError) -> BackupPrivateMode {
    let keyring = privateMode.keyring
    do {
      _ = try PrivateKeyringRules.checked(
        version: keyring.version, iterations: keyring.iterations, salt: keyring.salt,
        wrappedByPassphrase: keyring.wrappedByPassphrase,
        wrappedByRecovery: keyring.wrappedByRecovery, now: keyring.updatedAt)
    } catch {
      throw .badFile("privateMode.keyring.\(error.field): \(error.message)")
    }
    var seen = Set<[String]>()
    for (index, item) in privateMode.items.enumerated() {
      let place = "privateMode.items[\(index)]"
      do {
        _ = try PrivateItemRules.checked(
          kind: item.kind, id: item.id, sealed: .some(item.sealed), field: place)
      } catch {
        throw .badFile("\(error.field): \(error.message)")
      }
      guard seen.insert([item.kind, item.id]).inserted else {
        throw .badFile("\(place): the \(item.kind) \(item.id) is in the backup twice")
      }
    }
    return privateMode
  }

  /// Shares name habits of the backup, once per partnership, with a valid other name.
  private static func validated(
    _ shares: [BackupPartnerShare], habits: [Habit]
  ) throws(StoreError) -> [BackupPartnerShare] {
    let habitIDs = Set(habits.map(\.id))
    var seen: Set<[String]> = []
    var result: [BackupPartnerShare] = []
    for (index, backed) in shares.enumerated() {
      let place = "partnerShares[\(index)]"
      guard !backed.partnershipID.isEmpty, backed.partnershipID.utf8.count <= 100 else {
        throw .badFile("\(place): partnershipId must have 1 to 100 characters")
      }
      guard habitIDs.contains(backed.share.habitID) else {
        throw .badFile("\(place): unknown habit \(backed.share.habitID)")
      }
      guard seen.insert([backed.partnershipID, backed.share.habitID.rawValue]).inserted else {
        throw .badFile("\(place): the habit is shared with that partner twice")
      }
      var checked = backed
      do {
        checked.share.displayName = try PartnerShare.displayName(backed.share.displayName)
      } catch {
        throw .badFile("\(place).displayName: \(error.message)")
      }
      result.append(checked)
    }
    return result
  }

  private static func validated(_ categories: [Category]) throws(StoreError) -> [Category] {
    var ids: Set<CategoryID> = []
    var result: [Category] = []
    for (index, category) in categories.enumerated() {
      let place = "categories[\(index)] '\(category.name)'"
      guard ids.insert(category.id).inserted else {
        throw .badFile("\(place): another category has the id \(category.id)")
      }
      do {
        result.append(try CategoryValidation.validated(category, among: result))
      } catch {
        throw .badFile("\(place).\(error.field): \(error.message)")
      }
    }
    return result
  }

  private static func validated(
    _ habits: [Habit], categories: [Category]
  ) throws(StoreError)
    -> [Habit]
  {
    let categoryIDs = Set(categories.map(\.id))
    var ids: Set<HabitID> = []
    var result: [Habit] = []
    for (index, habit) in habits.enumerated() {
      let place = "habits[\(index)] '\(habit.name)'"
      guard ids.insert(habit.id).inserted else {
        throw .badFile("\(place): another habit has the id \(habit.id)")
      }
      if let category = habit.categoryID, !categoryIDs.contains(category) {
        throw .badFile("\(place): unknown category \(category)")
      }
      do {
        result.append(try HabitValidation.validated(habit, among: result))
      } catch {
        throw .badFile("\(place): \(error.message)")
      }
    }
    return result
  }

  private static func validated(
    _ checkIns: [CheckIn], habits: [Habit]
  ) throws(StoreError)
    -> [CheckIn]
  {
    let measures = Dictionary(uniqueKeysWithValues: habits.map { ($0.id, $0.measure) })
    var seen: Set<HabitDay> = []
    var result: [CheckIn] = []
    result.reserveCapacity(checkIns.count)
    for (index, checkIn) in checkIns.enumerated() {
      let place = "checkIns[\(index)] (\(checkIn.day.text))"
      guard let measure = measures[checkIn.habitID] else {
        throw .badFile("\(place): unknown habit \(checkIn.habitID)")
      }
      guard seen.insert(HabitDay(habit: checkIn.habitID, day: checkIn.day)).inserted else {
        throw .badFile("\(place): a second check-in for the same habit and day")
      }
      do {
        result.append(try CheckInValidation.validated(checkIn, measure: measure))
      } catch {
        throw .badFile("\(place): \(error.message)")
      }
    }
    return result
  }

  private static func field(_ error: StoreError) -> String {
    if case .invalid(let field, _) = error { return field }
    return "value"
  }
}

/// A check-in's key.
struct HabitDay: Hashable {
  var habit: HabitID
  var day: Day
}
