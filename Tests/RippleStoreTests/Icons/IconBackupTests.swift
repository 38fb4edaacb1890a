import Foundation
import RippleCore
import RippleIcons
import RippleTestSupport
import Testing

@testable import RippleStore

/// Uploaded icons travel in backups on both databases: a habit's image is in its backup, comes
/// back on restore, and a backup whose icon is not one Ripple made (or is missing) is refused
/// with nothing changed.
@Suite struct IconBackupTests {
  static func icon() throws -> IconImage {
    try IconImage.make(from: try IconImageTests.bytes("photo.webp"))
  }

  @Test(arguments: StoreKind.available) func anIconComesBackWithItsHabit(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.savePlan(.premium, for: user)
    let image = try Self.icon()
    try await test.store.keepIcon(
      StoredIcon(digest: image.digest, png: image.png), for: user, now: 1)
    var read = habit("Read")
    read.icon = "img:\(image.digest)"
    _ = try await test.store.create(read)
    let backup = try await test.store.backup(for: user, now: 5)
    #expect(backup.icons.map(\.digest) == [image.digest])
    let bytes = try backup.encoded()
    try await test.store.clearAll(for: user)
    #expect(try await test.store.icon(image.digest, for: user) == nil)
    _ = try await test.store.restore(try BackupDocument.decode(bytes), for: user, today: today)
    #expect(try await test.store.icon(image.digest, for: user)?.png == image.png)
    #expect(try await test.store.habits(for: user, filter: .all).map(\.icon) == [read.icon])
  }

  @Test(arguments: StoreKind.available) func aBackupWithAForeignIconIsRefused(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    _ = try await test.store.create(habit("Keep"))
    let image = try Self.icon()
    var read = habit("Read")
    read.icon = "img:\(image.digest)"
    let foreign = StoredIcon(
      digest: image.digest, png: try IconImageTests.bytes("with-metadata.png"))
    let renamed = StoredIcon(digest: String(repeating: "0", count: 32), png: image.png)
    for icon in [foreign, renamed] {
      let document = BackupDocument(habits: [read], icons: [icon])
      await #expect(throws: StoreError.self) {
        _ = try await test.store.restore(document, for: user, today: today)
      }
      #expect(try await test.store.habits(for: user, filter: .all).map(\.name) == ["Keep"])
    }
  }

  /// A habit naming an image the backup does not hold restores with the default icon.
  @Test(arguments: StoreKind.available) func aMissingIconBecomesTheDefault(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    var read = habit("Read")
    read.icon = "img:\(String(repeating: "ab", count: 16))"
    _ = try await test.store.restore(BackupDocument(habits: [read]), for: user, today: today)
    #expect(
      try await test.store.habits(for: user, filter: .all).map(\.icon) == [Habit.defaultIcon])
  }

  @Test(arguments: StoreKind.available) func theFreePlanCannotGiveAHabitAnImage(
    _ kind: StoreKind
  ) async throws {
    let test = try await StoreFixture(kind)
    let image = try Self.icon()
    try await test.store.keepIcon(
      StoredIcon(digest: image.digest, png: image.png), for: user, now: 1)
    var read = habit("Read")
    read.icon = "img:\(image.digest)"
    await #expect(throws: StoreError.self) { _ = try await test.store.create(read) }
    _ = try await test.store.savePlan(.premium, for: user)
    _ = try await test.store.create(read)
    // Back on the free plan, the habit keeps its image and stays editable.
    _ = try await test.store.savePlan(.free, for: user)
    read.name = "Read more"
    #expect(try await test.store.updateHabit(read, for: user, today: today).icon == read.icon)
  }
}
