#if canImport(Glibc)
import Glibc
#endif

/// Asks the C allocator to keep 64 MB of freed memory for the process instead of returning
/// what it can to the system at once.
///
/// Each stage of a generation frees much of what the stage before it built, and the next one
/// allocates as much again. Memory given back is faulted in anew page by page, which costs this
/// tool's kind of machine (a virtual one) more than the work on it: for a catalog of 20,000 keys,
/// 20,900 page faults become 18,400 and a run takes about 5 % less, for 2 MB more peak memory
/// (`Documentation/Performance.md`). Pages that are never touched cost nothing, so the padding
/// is not memory in use. Only glibc has the setting; elsewhere this does nothing.
func keepFreedMemoryForReuse() {
    #if canImport(Glibc)
    // `mallopt` is in `malloc.h`, which the Glibc module leaves out; `M_TOP_PAD` is -2 there.
    typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
    guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
    _ = unsafeBitCast(symbol, to: Mallopt.self)(-2, 64 << 20)
    #endif
}
