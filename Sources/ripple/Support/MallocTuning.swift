/// glibc's malloc, kept small in a long-running server. It gives a busy process up to eight
/// arenas per core, most of them idle memory, and keeps what a burst freed; two arenas, and the
/// free pages handed back every half minute, keep `ripple serve` small under load and after it.
/// (`mallopt` and `malloc_trim` live in malloc.h, which the Glibc module does not export.)
enum MallocTuning {
  /// Caps the arenas; it holds only for arenas made after it, so it runs first thing in `main`.
  /// It also fixes the sizes glibc otherwise raises as it goes: from 128 KB a block is mapped on
  /// its own (and unmapped when freed), and a heap gives back its free top past 256 KB, so
  /// memory a burst of requests used returns rather than staying with the process.
  static func limit(to count: Int32) {
    #if os(Linux)
    let (mTrimThreshold, mMmapThreshold, mArenaMax): (Int32, Int32, Int32) = (-1, -3, -8)
    _ = rippleMallopt(mArenaMax, count)
    _ = rippleMallopt(mMmapThreshold, 128 << 10)
    _ = rippleMallopt(mTrimThreshold, 256 << 10)
    #endif
  }

  /// Hands the free pages of every arena back to the system, every `interval` until cancelled.
  static func trim(every interval: Duration) async {
    #if os(Linux)
    while (try? await Task.sleep(for: interval)) != nil {
      _ = rippleMallocTrim(0)
    }
    #endif
  }
}

#if os(Linux)
@_silgen_name("mallopt")
private func rippleMallopt(_ parameter: Int32, _ value: Int32) -> Int32

@_silgen_name("malloc_trim")
private func rippleMallocTrim(_ pad: Int) -> Int32
#endif
