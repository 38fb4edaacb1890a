/// glibc's malloc, kept small in a long-running server. It gives a busy process up to eight
/// arenas per core, most of them idle memory, and keeps what a burst freed; two arenas, and the
/// free pages handed back every half minute, keep `ripple serve` small under load and after it.
/// (`mallopt` and `malloc_trim` live in malloc.h, which the Glibc module does not export.)
enum MallocArenas {
  /// Caps the arenas; it holds only for arenas made after it, so it runs first thing in `main`.
  static func limit(to count: Int32) {
    #if os(Linux)
    let mArenaMax: Int32 = -8
    _ = rippleMallopt(mArenaMax, count)
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
