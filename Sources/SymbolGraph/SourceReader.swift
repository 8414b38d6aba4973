// SourceReader: reads source files into one buffer that a thread keeps from file to file. The parser keeps
// nothing that points into a file's bytes, so once the buffer has grown to the largest file read, reading
// allocates (and faults in) no new memory, and no freed file is handed back to the allocator.

import Foundation

/// A buffer one thread reads file after file into.
final class SourceReader {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    init() {
        capacity = 64 * 1024
        buffer = .allocate(capacity: capacity)
    }

    deinit { buffer.deallocate() }

    /// The largest file read: the lexer keeps byte offsets in 32 bits.
    static let maximumFileSize = Int(Int32.max)

    /// What reading a file gave.
    enum Outcome<Result> {
        case read(Result)
        /// Not a regular file, or it could not be opened or read whole.
        case unreadable
        /// Larger than `maximumFileSize` bytes: not read at all.
        case tooLarge(bytes: Int)
    }

    /// Reads the whole file (with one `read` loop) and hands its bytes to `body`, which must not keep them.
    func withContents<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Outcome<Result> {
        // non-blocking: opening a FIFO or device named `*.swift` must not wait for a writer
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return .unreadable }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return .unreadable }
        let size = Int(info.st_size)
        guard size <= Self.maximumFileSize else { return .tooLarge(bytes: size) }
        reserve(size)
        var done = 0
        while done < size {
            let n = read(fd, buffer + done, size - done)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        guard done == size else { return .unreadable }
        return .read(body(UnsafeBufferPointer(start: buffer, count: size)))
    }

    /// Room for at least `size` bytes (the bytes held before not kept).
    private func reserve(_ size: Int) {
        guard size > capacity else { return }
        buffer.deallocate()
        capacity = max(size, capacity * 2)
        buffer = .allocate(capacity: capacity)
    }
}
