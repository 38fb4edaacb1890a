import Foundation

/// Reads and writes the files of export, backup, restore and import; `-` is stdin or stdout.
enum DataFile {
  static func read(_ path: String) throws -> Data {
    if path == "-" { return FileHandle.standardInput.readDataToEndOfFile() }
    guard FileManager.default.fileExists(atPath: path) else {
      throw CommandError.notFound("There is no file at \(path)")
    }
    do {
      return try Data(contentsOf: URL(fileURLWithPath: path))
    } catch {
      throw CommandError.badData("Cannot read \(path): \(reason(error))")
    }
  }

  /// Writes all of `data` or nothing (a temporary file renamed into place).
  static func write(_ data: Data, to path: String) throws {
    if path == "-" {
      FileHandle.standardOutput.write(data)
      return
    }
    do {
      try data.write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      throw CommandError.failure("Cannot write \(path): \(reason(error))")
    }
  }

  private static func reason(_ error: any Error) -> String {
    let error = error as NSError
    if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError,
      underlying.domain == NSPOSIXErrorDomain,
      let code = POSIXErrorCode(rawValue: Int32(underlying.code))
    {
      return String(cString: strerror(code.rawValue)).lowercased()
    }
    return error.localizedDescription
  }
}
