// KeywordTable: recognises Swift keywords from raw bytes without building a String, bucketed by
// length and first byte so that a lookup compares at most a few candidates. The table is built once into
// memory that is never freed and is read through plain pointers: threads lexing side by side never touch
// a shared reference count, and a lexer takes the table once per file rather than through the lazy global
// (whose initialisation check is a call on every access on Linux).

struct KeywordTable: @unchecked Sendable {  // immutable once built, and never deallocated
    private let entries: UnsafeBufferPointer<Entry>
    private let bucketStarts: UnsafeBufferPointer<Int32>
    private let bucketCounts: UnsafeBufferPointer<UInt8>
    /// For each byte value, whether it may continue an identifier: letters, digits, `_`, `$` and every non-ASCII
    /// byte. One load per byte where the lexer finds the end of a word.
    private let identifierBytes: UnsafeBufferPointer<Bool>

    static let shared = KeywordTable()

    /// Reserved words: never a plain identifier where a declaration name or expression may stand.
    private static let reserved: [(String, Keyword)] = [
        ("import", .import), ("class", .class), ("struct", .struct), ("enum", .enum), ("protocol", .protocol),
        ("extension", .extension), ("typealias", .typealias), ("associatedtype", .associatedtype),
        ("func", .func), ("init", .`init`), ("deinit", .deinit), ("subscript", .subscript), ("var", .var),
        ("let", .let), ("case", .case), ("operator", .operator), ("precedencegroup", .precedencegroup),
        ("public", .public), ("private", .private), ("fileprivate", .fileprivate), ("internal", .internal),
        ("static", .static), ("inout", .inout), ("if", .if), ("else", .else), ("guard", .guard), ("for", .for),
        ("while", .while), ("repeat", .repeat), ("switch", .switch), ("default", .default), ("do", .do),
        ("catch", .catch), ("defer", .defer), ("return", .return), ("throw", .throw), ("break", .break),
        ("continue", .continue), ("fallthrough", .fallthrough), ("in", .in), ("where", .where), ("is", .is),
        ("as", .as), ("try", .try), ("await", .await), ("throws", .throws), ("rethrows", .rethrows),
        ("self", .self), ("Self", .Self), ("super", .super), ("Any", .Any), ("nil", .nil), ("true", .true),
        ("false", .false),
    ]

    /// Contextual words: identifiers that act as keywords in some positions.
    private static let contextual: [(String, Keyword)] = [
        ("actor", .actor), ("macro", .macro), ("open", .open), ("package", .package), ("final", .final),
        ("override", .override), ("required", .required), ("convenience", .convenience),
        ("mutating", .mutating), ("nonmutating", .nonmutating), ("lazy", .lazy), ("weak", .weak),
        ("unowned", .unowned), ("dynamic", .dynamic), ("optional", .optional), ("indirect", .indirect),
        ("prefix", .prefix), ("postfix", .postfix), ("infix", .infix), ("nonisolated", .nonisolated),
        ("isolated", .isolated), ("distributed", .distributed), ("consuming", .consuming),
        ("borrowing", .borrowing), ("__consuming", .__consuming), ("__setter_access", .__setter_access),
        ("_const", ._const), ("sending", .sending), ("async", .async), ("reasync", .reasync), ("some", .some),
        ("any", .any), ("each", .each), ("then", .then), ("discard", .discard), ("get", .get), ("set", .set),
        ("willSet", .willSet), ("didSet", .didSet), ("_read", ._read), ("_modify", ._modify),
        ("unsafeAddress", .unsafeAddress), ("unsafeMutableAddress", .unsafeMutableAddress),
        ("yielding", .yielding),
    ]

    /// A keyword's spelling packed into three words (keywords are at most 24 bytes), zero-padded.
    private struct Entry {
        var words: (UInt64, UInt64, UInt64)
        var keyword: Keyword
        var reserved: Bool
    }

    private static let maxLength = 24

    /// Where each bucket's entries are in `entries`: bucket `length * 128 + firstByte` is `bucketCounts[bucket]`
    /// entries from `bucketStarts[bucket]`.
    private init() {
        var buckets = [[Entry]](repeating: [], count: (Self.maxLength + 1) * 128)
        for (words, isReserved) in [(Self.reserved, true), (Self.contextual, false)] {
            for (word, keyword) in words {
                let bytes = Array(word.utf8)
                buckets[bytes.count * 128 + Int(bytes[0] & 127)].append(Entry(words: Self.pack(bytes), keyword: keyword, reserved: isReserved))
            }
        }
        var entries: [Entry] = []
        var starts: [Int32] = []
        var counts: [UInt8] = []
        for bucket in buckets {
            starts.append(Int32(entries.count))
            counts.append(UInt8(bucket.count))
            entries += bucket
        }
        self.entries = Self.permanentCopy(of: entries)
        bucketStarts = Self.permanentCopy(of: starts)
        bucketCounts = Self.permanentCopy(of: counts)
        identifierBytes = Self.permanentCopy(of: (0...255).map { (c: Int) -> Bool in
            (97...122).contains(c) || (65...90).contains(c) || (48...57).contains(c) || c == 95 || c == 36 || c >= 0x80
        })
    }

    /// Whether byte `c` may continue an identifier.
    @inline(__always) func continuesIdentifier(_ c: UInt8) -> Bool { identifierBytes[Int(c)] }

    private static func permanentCopy<T>(of values: [T]) -> UnsafeBufferPointer<T> {
        let memory = UnsafeMutableBufferPointer<T>.allocate(capacity: values.count)
        _ = memory.initialize(from: values)
        return UnsafeBufferPointer(memory)
    }

    private static func pack(_ bytes: [UInt8]) -> (UInt64, UInt64, UInt64) {
        var words: [UInt64] = [0, 0, 0]
        for (i, byte) in bytes.enumerated() { words[i / 8] |= UInt64(byte) << (8 * UInt64(i % 8)) }
        return (words[0], words[1], words[2])
    }

    /// `bytes[start..<start + length]` (at most 24 bytes) packed like `Entry.words`: whole words loaded and masked
    /// where 24 bytes are readable from `start`, byte by byte near the end of the buffer.
    #if compiler(>=6.3)
    @inline(always)  // into the lexer's token loop (see `LexerState.run`)
    #else
    @inline(__always)
    #endif
    private static func pack(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ length: Int) -> (UInt64, UInt64, UInt64) {
        if start + maxLength <= bytes.count, let base = bytes.baseAddress {
            let raw = UnsafeRawPointer(base + start)
            @inline(__always) func word(_ index: Int) -> UInt64 {
                let used = length - 8 * index
                if used <= 0 { return 0 }
                let value = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: 8 * index, as: UInt64.self))
                return used >= 8 ? value : value & ((1 << UInt64(8 * used)) - 1)
            }
            return (word(0), word(1), word(2))
        }
        var words: (UInt64, UInt64, UInt64) = (0, 0, 0)
        var i = 0
        while i < length {
            let shifted = UInt64(bytes[start + i]) << (8 * UInt64(i % 8))
            switch i / 8 {
            case 0: words.0 |= shifted
            case 1: words.1 |= shifted
            default: words.2 |= shifted
            }
            i += 1
        }
        return words
    }

    /// The keyword spelled by `bytes[start..<end]`, and whether it is reserved; `(.none, false)` for other words.
    #if compiler(>=6.3)
    @inline(always)  // into the lexer's token loop (see `LexerState.run`)
    #else
    @inline(__always)
    #endif
    func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Keyword, Bool) {
        let length = end - start
        guard length >= 2, length <= Self.maxLength, bytes[start] < 128 else { return (.none, false) }
        let bucket = length * 128 + Int(bytes[start])
        let count = Int(bucketCounts[bucket])
        guard count > 0 else { return (.none, false) }
        let words = Self.pack(bytes, start, length)
        let first = Int(bucketStarts[bucket])
        for e in first..<(first + count) where entries[e].words == words {
            return (entries[e].keyword, entries[e].reserved)
        }
        return (.none, false)
    }
}
