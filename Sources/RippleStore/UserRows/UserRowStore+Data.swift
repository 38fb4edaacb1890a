import RippleCore

extension UserRowStore {
  public func clearAll(for user: UserID) async throws {
    try await writeRows(for: user, reading: .init()) { _ in
      UserRowPlan((), writes: [.erase(.everything)])
    }
  }

  public func restore(
    _ document: BackupDocument, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    let document = try await FileReadingPool.shared.run {
      try BackupValidation.validated(document)
    }
    let plans = self.plans
    return try await writeRows(for: user, reading: .init(settings: true)) { rows in
      let stored = try rows.settings()
      let plan = DataWritePlan.restore(
        document, stored: stored, tier: plans.applied(to: stored.tier), today: today)
      return UserRowPlan(plan.summary, writes: UserRowWrite.replacingAll(with: plan.document))
    }
  }

  public func importBundle(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    let plans = self.plans
    return try await writeRows(for: user, reading: Self.importReading(bundle)) { rows in
      let plan = try Self.importPlan(bundle, rows, plans, today)
      return UserRowPlan(
        plan.summary,
        writes: plan.habits.map(UserRowWrite.habit) + plan.checkIns.map(UserRowWrite.checkIn))
    }
  }

  public func previewImport(
    _ bundle: ImportBundle, for user: UserID, today: Day
  ) async throws -> ImportSummary {
    try Self.importPlan(
      bundle, try await readRows(for: user, reading: Self.importReading(bundle)), plans, today
    ).summary
  }

  /// What an import reads: a bundle that merges by name also needs every habit's check-ins.
  private static func importReading(_ bundle: ImportBundle) -> UserRows.Wanted {
    var wanted = UserRows.Wanted.habitWrite
    if bundle.mergesByName { wanted.logs = (.all, nil) }
    return wanted
  }

  private static func importPlan(
    _ bundle: ImportBundle, _ rows: UserRows, _ plans: TierPolicy, _ today: Day
  ) throws -> DataWritePlan.Import {
    try DataWritePlan.importBundle(
      bundle, existing: try rows.habits(), categories: try rows.categories(),
      tier: try rows.tier(plans), today: today, logs: bundle.mergesByName ? try rows.logs() : nil)
  }
}

extension UserRowWrite {
  /// The user's backed-up data erased, then the document's written in its place.
  static func replacingAll(with document: BackupDocument) -> [UserRowWrite] {
    var writes: [UserRowWrite] = [.erase(.backedUpData), .settings(document.settings)]
    writes.reserveCapacity(
      2 + document.categories.count + document.habits.count + document.checkIns.count
        + document.goals.count + document.reflections.count + document.icons.count)
    writes.append(contentsOf: document.categories.lazy.map(UserRowWrite.category))
    writes.append(contentsOf: document.habits.lazy.map(UserRowWrite.habit))
    writes.append(contentsOf: document.checkIns.lazy.map(UserRowWrite.checkIn))
    writes.append(contentsOf: document.goals.lazy.map(UserRowWrite.goal))
    writes.append(contentsOf: document.reflections.lazy.map(UserRowWrite.reflection))
    writes.append(contentsOf: document.icons.lazy.map(UserRowWrite.icon))
    writes.append(contentsOf: document.partnerShares.lazy.map(UserRowWrite.partnerShare))
    // Private mode as the backup had it: on with its keyring and sealed words, or off.
    if let privateMode = document.privateMode {
      writes.append(.privateKeyring(privateMode.keyring))
      writes.append(contentsOf: privateMode.items.lazy.map(UserRowWrite.privateItem))
    } else {
      writes.append(.removePrivateKeyring)
    }
    return writes
  }
}
