import Foundation
import RippleCore
import RippleTestSupport
import Testing

@testable import RippleStore

/// Category icons: stored, changed, cleared, carried through backups.
@Suite("Category icons")
struct CategoryIconTests {
  @Test(arguments: StoreKind.available) func anIconIsStoredChangedAndCleared(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let created = try await test.store.createCategory(
      Category(id: CategoryID("health"), name: "Health", color: "#10B981", icon: "heart"),
      for: user, today: today)
    #expect(try await test.store.categories(for: user).map(\.icon) == ["heart"])

    var changed = created
    changed.icon = "dumbbell"
    _ = try await test.store.updateCategory(changed, for: user)
    #expect(try await test.store.categories(for: user).map(\.icon) == ["dumbbell"])

    changed.icon = nil
    _ = try await test.store.updateCategory(changed, for: user)
    #expect(try await test.store.categories(for: user).map(\.icon) == [nil])
  }

  @Test(arguments: StoreKind.available) func aBlankIconIsRefusedOnTheIconField(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    await #expect(throws: StoreError.invalid(field: "icon", message: "Please choose an icon")) {
      try await test.store.createCategory(
        Category(id: CategoryID("health"), name: "Health", icon: " "), for: user, today: today)
    }
    #expect(try await test.store.categories(for: user).isEmpty)
  }

  @Test(arguments: StoreKind.available) func backupAndRestoreCarryTheIcon(
    _ kind: StoreKind
  ) async throws {
    let source = try await StoreFixture(kind)
    _ = try await source.store.createCategory(
      Category(id: CategoryID("health"), name: "Health", icon: "heart"), for: user, today: today)
    _ = try await source.store.createCategory(
      Category(id: CategoryID("work"), name: "Work"), for: user, today: today)
    let data = try await source.store.backup(for: user, now: 1).encoded()
    #expect(String(decoding: data, as: UTF8.self).contains(#""icon":"heart""#))

    let target = try await StoreFixture(kind)
    _ = try await target.store.restore(BackupDocument.decode(data), for: user, today: today)
    let icons = try await target.store.categories(for: user).map(\.icon)
    #expect(icons == ["heart", nil])
  }

  @Test(arguments: StoreKind.available) func anOldBackupWithoutIconsRestores(
    _ kind: StoreKind
  ) async throws {
    let source = try await StoreFixture(kind)
    _ = try await source.store.createCategory(
      Category(id: CategoryID("health"), name: "Health", icon: "heart"), for: user, today: today)
    let text = String(
      decoding: try await source.store.backup(for: user, now: 1).encoded(), as: UTF8.self)
    let old = text.replacingOccurrences(of: #""icon":"heart","#, with: "")
    #expect(old != text)

    let target = try await StoreFixture(kind)
    _ = try await target.store.restore(
      BackupDocument.decode(Data(old.utf8)), for: user, today: today)
    let categories = try await target.store.categories(for: user)
    #expect(categories.map(\.name) == ["Health"] && categories.map(\.icon) == [nil])
  }
}
