/// glibc gives a busy server up to eight malloc arenas per core, most of them idle memory;
/// two keep `ripple serve` small under load. (`mallopt` lives in malloc.h, which the Glibc
/// module does not export.)
enum MallocArenas {
  static func limit(to count: Int32) {
    #if os(Linux)
    let mArenaMax: Int32 = -8
    _ = rippleMallopt(mArenaMax, count)
    #endif
  }
}

#if os(Linux)
@_silgen_name("mallopt")
private func rippleMallopt(_ parameter: Int32, _ value: Int32) -> Int32
#endif
