// SourceReader: reads source files into one buffer that a thread keeps from file to file. The parser keeps
// nothing that points into a file's bytes, so once the buffer has grown to the largest file read, reading
// allocates (and faults in) no new memory, and no freed file is handed back to the allocator. A file in UTF-16
// (with its byte order mark) is handed over as UTF-8, so that it is checked like any other.

import Foundation

/// A buffer one thread reads file after file into.
package final class SourceReader {
    private var buffer: UnsafeMutablePointer<UInt8>
    private var capacity: Int

    package init() {
        capacity = 64 * 1024
        buffer = .allocate(capacity: capacity)
    }

    deinit {
        buffer.deallocate()
        decoded.deallocate()
    }

    /// The largest file read: the lexer keeps byte offsets in 32 bits.
    package static let maximumFileSize = Int(Int32.max)

    /// What reading a file gave.
    package enum Outcome<Result> {
        case read(Result)
        /// Not a regular file, or it could not be opened or read whole.
        case unreadable
        /// Larger than `maximumFileSize` bytes: not read at all.
        case tooLarge(bytes: Int)
    }

    /// Reads the whole file (with one `read` loop) and hands its bytes to `body`, which must not keep them.
    package func withContents<Result>(of path: String, _ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Outcome<Result> {
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
        let bytes = UnsafeBufferPointer(start: buffer, count: size)
        guard let order = UTF16Text.byteOrder(of: bytes) else { return .read(body(bytes)) }
        let decodedSize = UTF16Text.utf8Count(of: bytes, order)
        guard decodedSize <= Self.maximumFileSize else { return .tooLarge(bytes: decodedSize) }
        reserveDecoded(decodedSize)
        UTF16Text.decode(bytes, order, into: decoded)
        return .read(body(UnsafeBufferPointer(start: decoded, count: decodedSize)))
    }

    /// The buffer UTF-16 files are decoded into, allocated when the first one is read.
    private var decoded: UnsafeMutablePointer<UInt8> = .allocate(capacity: 0)
    private var decodedCapacity = 0

    private func reserveDecoded(_ size: Int) {
        guard size > decodedCapacity else { return }
        decoded.deallocate()
        decodedCapacity = max(size, decodedCapacity * 2)
        decoded = .allocate(capacity: decodedCapacity)
    }

    /// Room for at least `size` bytes (the bytes held before not kept).
    private func reserve(_ size: Int) {
        guard size > capacity else { return }
        buffer.deallocate()
        capacity = max(size, capacity * 2)
        buffer = .allocate(capacity: capacity)
    }
}

/// UTF-16 text with a byte order mark (FF FE little-endian, FE FF big-endian), decoded to UTF-8 without the mark.
/// A lone surrogate is written as the three bytes its code would take (ED A0 80 to ED BF BF), which are not UTF-8,
/// so the lexer reports it at its place; an odd last byte becomes 0xFF, reported the same way.
package enum UTF16Text {
    package enum ByteOrder { case littleEndian, bigEndian }

    package static func byteOrder(of bytes: UnsafeBufferPointer<UInt8>) -> ByteOrder? {
        guard bytes.count >= 2 else { return nil }
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): return .littleEndian
        case (0xFE, 0xFF): return .bigEndian
        default: return nil
        }
    }

    /// The code unit at byte `i`.
    private static func unit(_ bytes: UnsafeBufferPointer<UInt8>, _ i: Int, _ order: ByteOrder) -> UInt32 {
        switch order {
        case .littleEndian: return UInt32(bytes[i]) | UInt32(bytes[i + 1]) << 8
        case .bigEndian: return UInt32(bytes[i]) << 8 | UInt32(bytes[i + 1])
        }
    }

    /// Calls `body` with each code point after the mark (lone surrogates included as they are) and each odd last byte.
    private static func forEachScalar(_ bytes: UnsafeBufferPointer<UInt8>, _ order: ByteOrder, _ body: (UInt32) -> Void) {
        var i = 2
        while i + 1 < bytes.count {
            let first = unit(bytes, i, order)
            i += 2
            if (0xD800...0xDBFF).contains(first), i + 1 < bytes.count {
                let second = unit(bytes, i, order)
                if (0xDC00...0xDFFF).contains(second) {
                    i += 2
                    body(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))
                    continue
                }
            }
            body(first)
        }
        if i < bytes.count { body(0xFFFF_FFFF) }
    }

    /// The size of the UTF-8 text `decode` writes.
    package static func utf8Count(of bytes: UnsafeBufferPointer<UInt8>, _ order: ByteOrder) -> Int {
        var count = 0
        forEachScalar(bytes, order) { count += length(of: $0) }
        return count
    }

    private static func length(of value: UInt32) -> Int {
        switch value {
        case 0..<0x80: return 1
        case 0x80..<0x800: return 2
        case 0x800..<0x10000: return 3
        case 0x10000...0x10FFFF: return 4
        default: return 1  // an odd last byte, kept as one byte that is not UTF-8
        }
    }

    /// Writes the UTF-8 text into `out`, which has room for `utf8Count` bytes.
    package static func decode(_ bytes: UnsafeBufferPointer<UInt8>, _ order: ByteOrder, into out: UnsafeMutablePointer<UInt8>) {
        var o = 0
        func put(_ byte: UInt32) {
            out[o] = UInt8(truncatingIfNeeded: byte)
            o += 1
        }
        forEachScalar(bytes, order) { value in
            switch length(of: value) {
            case 1 where value >= 0x80: put(0xFF)  // the odd last byte: a byte UTF-8 never holds
            case 1: put(value)
            case 2: put(0xC0 | value >> 6); put(0x80 | value & 0x3F)
            case 3: put(0xE0 | value >> 12); put(0x80 | (value >> 6) & 0x3F); put(0x80 | value & 0x3F)
            default:
                put(0xF0 | value >> 18); put(0x80 | (value >> 12) & 0x3F); put(0x80 | (value >> 6) & 0x3F); put(0x80 | value & 0x3F)
            }
        }
    }
}
