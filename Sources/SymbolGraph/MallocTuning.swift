// MallocTuning: glibc's allocator set up for building graphs. By default it maps each large block (a big
// file's declarations, the edge list as it grows) afresh and unmaps it when freed, gives memory at the top of
// the heap back as soon as a little is free, and grows the parsing threads' heaps page by page (an mprotect call
// each): every such step is a system call, and every fresh page a fault. Kept heaps let later allocations reuse
// pages already faulted in. Other platforms' allocators are left as they are. The settings are the process's:
// the `policy` executable applies them at start-up, and `GraphBuilder` leaves them to whichever program uses it.

#if canImport(Glibc)
import Glibc
#endif

/// The allocator settings a build asks for, applied once per process (`applyOnce`) by the program.
public enum MallocTuning {
    /// Applies the settings the first time it is called; later calls do nothing. A program calls it at start-up,
    /// before it allocates much; it does nothing but on Linux (glibc).
    public static func applyOnce() {
        _ = applied
    }

    private static let applied: Bool = {
        #if canImport(Glibc)
        // `mallopt` is declared in <malloc.h>, which the Glibc module does not import: found by name instead
        guard let process = dlopen(nil, RTLD_NOW), let symbol = dlsym(process, "mallopt") else { return false }
        typealias Mallopt = @convention(c) (Int32, Int32) -> Int32
        let mallopt = unsafeBitCast(symbol, to: Mallopt.self)
        // <malloc.h>: M_TRIM_THRESHOLD -1, M_TOP_PAD -2, M_MMAP_THRESHOLD -3
        let trimThreshold: Int32 = -1, topPad: Int32 = -2, mmapThreshold: Int32 = -3
        // blocks up to 32 MiB (the most glibc allows) from the heap; 256 MiB free at its top before it shrinks;
        // 16 MiB more than asked for whenever it grows
        return mallopt(mmapThreshold, 32 << 20) == 1 && mallopt(trimThreshold, 256 << 20) == 1
            && mallopt(topPad, 16 << 20) == 1
        #else
        return false
        #endif
    }()
}
