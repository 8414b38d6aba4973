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

    /// Reads the whole file (with one `read` loop) and hands its bytes to `body`, which must not keep them; nil
    /// when the file cannot be read or is not a regular file.
    func withContents<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result? {
        // non-blocking: opening a FIFO or device named `*.swift` must not wait for a writer
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else { return nil }
        let size = Int(info.st_size)
        reserve(size)
        var done = 0
        while done < size {
            let n = read(fd, buffer + done, size - done)
            if n < 0, errno == EINTR { continue }
            if n <= 0 { break }
            done += n
        }
        guard done == size else { return nil }
        return body(UnsafeBufferPointer(start: buffer, count: size))
    }

    /// Room for at least `size` bytes (the bytes held before not kept).
    private func reserve(_ size: Int) {
        guard size > capacity else { return }
        buffer.deallocate()
        capacity = max(size, capacity * 2)
        buffer = .allocate(capacity: capacity)
    }
}
