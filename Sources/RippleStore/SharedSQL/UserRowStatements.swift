import RippleCore

/// The statements that store what a write of `UserRows` planned: the same SQL on both databases.
package enum UserRowStatements {
  /// What storing `rows`, in order, under `change` runs.
  package static func storing(
    _ rows: [UserRowWrite], user: UserID, change: Int64
  ) -> [SharedStatement] {
    rows.flatMap { storing($0, user: user, change: change) }
  }

  package static func storing(_ row: UserRowWrite, user: UserID, change: Int64) -> [SharedStatement]
  {
    switch row {
    case .settings(let settings): [SettingsColumns.upsert(settings, user: user, change: change)]
    case .habit(let habit): [HabitColumns.upsert(habit, user: user, change: change)]
    case .checkIn(let checkIn): [CheckInColumns.upsert(checkIn, user: user, change: change)]
    case .category(let category): [CategoryColumns.upsert(category, user: user, change: change)]
    case .goal(let goal): [GoalColumns.upsert(goal, user: user, change: change)]
    case .reflection(let reflection):
      [ReflectionColumns.insert(reflection, user: user, change: change)]
    case .reflectionWords(let reflection):
      [ReflectionColumns.updateWords(reflection, user: user, change: change)]
    case .icon(let icon): [IconStatements.keep(icon, of: user, at: 0)]
    case .partnerShare(let backed): [PartnerStatements.restoreShare(backed, by: user)]
    case .licence(let text, let addedAt):
      [LicenceStatements.insert(text, user: user, addedAt: addedAt)]
    case .privateKeyring(let keyring): [PrivateKeyringStatements.save(keyring, of: user)]
    case .removePrivateKeyring: PrivateKeyringStatements.remove(of: user)
    case .privateItem(let item): [PrivateItemStatements.save(item, of: user)]
    case .removePrivateItem(let kind, let id):
      [PrivateItemStatements.remove(kind: kind, id: id, of: user)]
    case .sortOrder(let habit, let place):
      [Self.sortOrder(habit, place, user: user, change: change)]
    case .removeHabit(let habit): Self.removeHabit(habit, user: user)
    case .removeCategory(let category): Self.removeCategory(category, user: user, change: change)
    case .erase(let erasure):
      ErasureStatements.erasing(erasure, of: user) + [ChangeStatements.markReset(user)]
    }
  }

  /// Moves a habit to `sortOrder` under `change`.
  package static func sortOrder(
    _ habit: HabitID, _ sortOrder: Int, user: UserID, change: Int64
  ) -> SharedStatement {
    SharedStatement(
      "UPDATE habits SET sort_order = ?, change_seq = ? WHERE user_id = ? AND id = ?",
      [.integer(Int64(sortOrder)), .integer(change), .text(user.rawValue), .text(habit.rawValue)])
  }

  /// Deletes a habit and its check-ins; no tombstones, so a reset is marked.
  static func removeHabit(_ habit: HabitID, user: UserID) -> [SharedStatement] {
    [
      SharedStatement(
        "DELETE FROM check_ins WHERE user_id = ? AND habit_id = ?",
        [.text(user.rawValue), .text(habit.rawValue)]),
      SharedStatement(
        "DELETE FROM habits WHERE user_id = ? AND id = ?",
        [.text(user.rawValue), .text(habit.rawValue)]),
      // No partner sees a habit that is gone.
      SharedStatement(
        "DELETE FROM partner_shares WHERE user_id = ? AND habit_id = ?",
        [.text(user.rawValue), .text(habit.rawValue)]),
      // Nor do its sealed words stay behind.
      PrivateItemStatements.removeHabit(habit, of: user),
      ChangeStatements.markReset(user),
    ]
  }

  /// Deletes a category: its habits become uncategorised under `change`; no tombstone, so a
  /// reset is marked.
  static func removeCategory(
    _ category: CategoryID, user: UserID, change: Int64
  ) -> [SharedStatement] {
    [
      SharedStatement(
        "UPDATE habits SET category_id = NULL, change_seq = ? WHERE user_id = ? AND category_id = ?",
        [.integer(change), .text(user.rawValue), .text(category.rawValue)]),
      SharedStatement(
        "DELETE FROM categories WHERE user_id = ? AND id = ?",
        [.text(user.rawValue), .text(category.rawValue)]),
      ChangeStatements.markReset(user),
    ]
  }
}
