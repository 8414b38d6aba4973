// LineTable: byte offset → 1-based line and column, by binary search over line starts. The lexer notes line
// starts as it goes (and numbers each token's line); made from bytes alone, they are found with `memchr`
// (vectorised in the C library) when the file has no carriage returns, as most do.

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

public struct LineTable: Sendable {
    /// Byte offsets where each line begins; `lineStarts[0] == 0`.
    public let lineStarts: [Int32]

    public init(_ source: [UInt8]) {
        self = source.withUnsafeBufferPointer { LineTable($0) }
    }

    public init(_ bytes: UnsafeBufferPointer<UInt8>) {
        lineStarts = Self.lineStarts(of: bytes)
    }

    /// A table of line starts found already, as `init(_:)` would find them (the lexer notes them as it goes).
    public init(lineStarts: [Int32]) {
        self.lineStarts = lineStarts
    }

    private static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        var starts: [Int32] = [0]
        starts.reserveCapacity(bytes.count / 30 + 1)
        guard let base = bytes.baseAddress, !bytes.isEmpty else { return starts }
        if memchr(base, 13, bytes.count) == nil {
            // only `\n` ends lines
            let origin = UnsafeRawPointer(base)
            var offset = 0
            while offset < bytes.count {
                guard let found = memchr(origin + offset, 10, bytes.count - offset) else { break }
                offset = UnsafeRawPointer(found) - origin + 1
                starts.append(Int32(offset))
            }
            return starts
        }
        var i = 0
        let n = bytes.count
        while i < n {
            let c = bytes[i]
            if c == 10 {
                starts.append(Int32(i + 1))
            } else if c == 13 {
                if i + 1 < n, bytes[i + 1] == 10 { i += 1 }
                starts.append(Int32(i + 1))
            }
            i += 1
        }
        return starts
    }

    public var lineCount: Int { lineStarts.count }

    /// 1-based line containing `offset`. A binary search whose steps choose by a conditional move rather than a
    /// branch (which would be mispredicted about half the time): the last line start at or before `offset`.
    public func line(of offset: Int) -> Int {
        let target = Int32(clamping: offset)
        return lineStarts.withUnsafeBufferPointer { starts in
            var base = 0
            var remaining = starts.count
            while remaining > 1 {
                let half = remaining / 2
                base = starts[base + half] <= target ? base + half : base
                remaining -= half
            }
            return base + 1
        }
    }

    /// 1-based line and 1-based column (in UTF-8 bytes) of `offset`.
    public func location(of offset: Int) -> (line: Int, column: Int) {
        let line = line(of: offset)
        return (line, offset - Int(lineStarts[line - 1]) + 1)
    }
}
