// KeywordTable: recognises Swift keywords from raw bytes without building a String, bucketed by
// length and first byte so that a lookup compares at most a few candidates.

enum KeywordTable {
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

    private struct Entry {
        var bytes: [UInt8]
        var keyword: Keyword
        var reserved: Bool
    }

    private static let maxLength = 24

    /// buckets[length * 128 + firstByte & 127]
    private static let buckets: [[Entry]] = {
        var table = [[Entry]](repeating: [], count: (maxLength + 1) * 128)
        for (words, isReserved) in [(reserved, true), (contextual, false)] {
            for (word, keyword) in words {
                let bytes = Array(word.utf8)
                table[bytes.count * 128 + Int(bytes[0] & 127)].append(Entry(bytes: bytes, keyword: keyword, reserved: isReserved))
            }
        }
        return table
    }()

    /// The keyword spelled by `bytes[start..<end]`, and whether it is reserved; `(.none, false)` for other words.
    static func lookup(_ bytes: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int) -> (Keyword, Bool) {
        let length = end - start
        guard length >= 2, length <= maxLength, bytes[start] < 128 else { return (.none, false) }
        let bucket = buckets[length * 128 + Int(bytes[start])]
        outer: for entry in bucket {
            var i = 1
            while i < length {
                if entry.bytes[i] != bytes[start + i] { continue outer }
                i += 1
            }
            return (entry.keyword, entry.reserved)
        }
        return (.none, false)
    }
}
