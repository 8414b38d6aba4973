// policy: the executable. A thin shell over PolicyCommands.
import Foundation
import PolicyCommands
#if canImport(Glibc)
import Glibc

// glibc keeps freed memory at the top of its heaps up to a trim threshold that it raises, up to 32 MB per heap, each
// time a large block is freed; a check frees many (a file's tokens, a rule's matches, a report's lines), so the memory
// of phases long done stayed in the process. A fixed threshold gives it back: at 2M lines, 551 -> 469 MB peak.
// `mallopt` is looked up by name because Swift's Glibc module does not import <malloc.h>.
if let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") {
    typealias MallocOption = @convention(c) (Int32, Int32) -> Int32
    let trimThreshold: Int32 = -1  // M_TRIM_THRESHOLD
    _ = unsafeBitCast(symbol, to: MallocOption.self)(trimThreshold, 4 << 20)
}
#endif

exit(PolicyCLI.run(Array(CommandLine.arguments.dropFirst())).rawValue)
