import RippleCore

/// One thing a plan stores for the user. A write's rows are stored in order, under one new
/// change of the user's sequence.
public enum UserRowWrite: Sendable, Equatable {
  case settings(Settings)
  case habit(Habit)
  case checkIn(CheckIn)
  case category(Category)
  case goal(GoalRecord)
  case reflection(GoalReflection)
  /// A stored reflection's words replaced (`worked` and `hard`).
  case reflectionWords(GoalReflection)
  /// An uploaded icon (a backup's), unless the user has it.
  case icon(StoredIcon)
  /// A habit shared with a partner, from a backup: kept only while the partnership holds.
  case partnerShare(BackupPartnerShare)
  /// A licence the user added, unless they added it before.
  case licence(String, addedAt: Int64)
  /// Saves the private-mode keyring, or replaces the one saved.
  case privateKeyring(PrivateKeyringRecord)
  /// Removes the private-mode keyring: private mode is off.
  case removePrivateKeyring
  /// Saves a sealed item, or replaces the one of its kind and id.
  case privateItem(PrivateItemRecord)
  /// Removes the sealed item of a kind and id.
  case removePrivateItem(kind: String, id: String)
  /// Moves a habit to this place in the order.
  case sortOrder(HabitID, Int)
  /// Deletes a habit and its check-ins, without tombstones.
  case removeHabit(HabitID)
  /// Deletes a category, without a tombstone; its habits become uncategorised.
  case removeCategory(CategoryID)
  /// Deletes rows without tombstones (so a changes feed from before answers with everything).
  case erase(UserDataErasure)
}

/// What an erase deletes.
public enum UserDataErasure: Sendable, Equatable {
  /// Settings, categories, habits, check-ins and their tombstones, goals and reflections: what a
  /// backup holds, before a restore writes the backup's. Licences, notification settings and
  /// the private-mode keyring stay.
  case backedUpData
  /// The backed-up data, and the licences (they name the holder), the notification preferences,
  /// the reminders' snoozes, the calendar link and the private-mode keyring. This browser's push
  /// subscriptions stay: the devices did not change.
  case everything
}
