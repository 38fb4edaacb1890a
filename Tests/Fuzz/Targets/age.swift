// libFuzzer: -max_len=65536
import RippleFuzzSupport
import RippleStore

/// A backup protected by a passphrase, as the server's encrypted restore opens it, with the
/// passphrase of the seeds. Work factors up to 2^2 are read, so an execution stays quick; a file
/// asking for more must be refused before any scrypt work (were it not, a factor of 20 would
/// spend a gigabyte and the run would stop at its memory limit).
@main
enum Age: FuzzTarget {
  static let passphrase = "ripple fuzz passphrase"

  static func fuzz(_ input: FuzzInput) {
    _ = try? EncryptedBackup.open(input.data, passphrase: passphrase, maximumWorkFactor: 2)
  }
}
