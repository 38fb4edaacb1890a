// libFuzzer: -max_len=65536 -dict=Tests/Fuzz/json.dict
import RippleCore
import RippleFuzzSupport

@testable import RippleStore

/// A backup file as restore reads it: decoded, validated whole, then fitted to the free plan.
/// What a restore would store must back up to a file that restores to the same.
@main
enum Backup: FuzzTarget {
  static func fuzz(_ input: FuzzInput) {
    guard let document = try? BackupDocument.decode(input.data),
      let valid = try? BackupValidation.validated(document)
    else { return }
    let stored = DataWritePlan.restore(
      valid, stored: Settings(), tier: .free, today: fuzzToday
    ).document
    let again: BackupDocument
    do {
      again = try BackupValidation.validated(try BackupDocument.decode(try stored.encoded()))
    } catch {
      fuzzFailure("a restored backup does not restore again: \(error)")
    }
    guard again == stored else { fuzzFailure("a restored backup restores to something else") }
  }
}
