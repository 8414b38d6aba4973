// Glob: linear-space, no-backtracking-blowup wildcard matching for name, type and path patterns.
// `*` matches any run of characters (within one path component for paths); `**` in a path pattern
// matches any number of components. Uses the classic two-pointer algorithm: O(pattern × text) worst case.

/// One element of a compiled glob: a literal byte or a star.
enum GlobElement: Hashable, Sendable {
    case byte(UInt8)
    case star
}

/// Wildcard matching over names and type text.
public enum Glob {
    /// Whether `text` matches the glob `pattern` as a whole (`*` any run, everything else literal).
    public static func matches(_ pattern: String, _ text: String) -> Bool {
        match(compile(pattern), Array(text.utf8))
    }

    static func compile(_ pattern: String) -> [GlobElement] {
        pattern.utf8.map { $0 == UInt8(ascii: "*") ? .star : .byte($0) }
    }

    /// A template's elements: placeholders expand to literal text (a `*` in a bound name stays literal).
    static func compile(_ template: Template, bindings: (String) -> String?) -> [GlobElement] {
        var elements: [GlobElement] = []
        for part in template.parts {
            switch part {
            case .literal(let text): elements += compile(text)
            case .placeholder(let placeholder):
                elements += (bindings(placeholder.name) ?? "{\(placeholder.name)}").utf8.map { .byte($0) }
            }
        }
        return elements
    }

    /// Two-pointer matching: on a mismatch, retry from the last star with one more character absorbed.
    static func match(_ pattern: [GlobElement], _ text: [UInt8]) -> Bool {
        text.withUnsafeBufferPointer { match(pattern, $0) }
    }

    static func match(_ pattern: [GlobElement], _ text: UnsafeBufferPointer<UInt8>) -> Bool {
        matchSequence(pattern, text, isStar: { $0 == .star }, matchesOne: { element, byte in element == .byte(byte) })
    }

    /// The two-pointer algorithm over any element type with a single kind of star.
    static func matchSequence<P, T: RandomAccessCollection>(_ pattern: [P], _ text: T, isStar: (P) -> Bool,
                                                            matchesOne: (P, T.Element) -> Bool) -> Bool where T.Index == Int {
        let base = text.startIndex
        let count = text.count
        var p = 0
        var t = 0
        var starP = -1
        var starT = 0
        while t < count {
            if p < pattern.count, isStar(pattern[p]) {
                starP = p
                starT = t
                p += 1
            } else if p < pattern.count, matchesOne(pattern[p], text[base + t]) {
                p += 1
                t += 1
            } else if starP >= 0 {
                p = starP + 1
                starT += 1
                t = starT
            } else {
                return false
            }
        }
        while p < pattern.count, isStar(pattern[p]) { p += 1 }
        return p == pattern.count
    }
}

/// A compiled glob by the shape most patterns have — `Name`, `Prefix*`, `*Suffix`, `*Part*` — matched by comparing
/// bytes; any other shape by the two-pointer match. Same answers as `Glob.match` on the elements.
enum GlobShape: Hashable, Sendable {
    case exact([UInt8])
    case prefix([UInt8])
    case suffix([UInt8])
    case infix([UInt8])
    case general([GlobElement])

    init(_ elements: [GlobElement]) {
        let stars = elements.indices.filter { elements[$0] == .star }
        let bytes = elements.compactMap { element -> UInt8? in if case .byte(let byte) = element { return byte } else { return nil } }
        let last = elements.count - 1
        switch stars {
        case []: self = .exact(bytes)
        case [last]: self = .prefix(bytes)
        case [0]: self = .suffix(bytes)
        case [0, last] where last > 0: self = .infix(bytes)
        default: self = .general(elements)
        }
    }

    func matches(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        switch self {
        case .exact(let bytes): return text.count == bytes.count && Self.equal(text, at: 0, bytes)
        case .prefix(let bytes): return text.count >= bytes.count && Self.equal(text, at: 0, bytes)
        case .suffix(let bytes): return text.count >= bytes.count && Self.equal(text, at: text.count - bytes.count, bytes)
        case .infix(let bytes):
            guard text.count >= bytes.count else { return false }
            guard !bytes.isEmpty else { return true }
            for start in 0...(text.count - bytes.count) where text[start] == bytes[0] {
                if text[start..<(start + bytes.count)].elementsEqual(bytes) { return true }
            }
            return false
        case .general(let elements): return Glob.match(elements, text)
        }
    }

    func matches(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { matches($0) } ?? Array(text.utf8).withUnsafeBufferPointer { matches($0) }
    }

    /// Whether `text` holds `bytes` from `start` on (the caller has checked it is long enough), eight bytes at a
    /// time: names are compared with a suffix or prefix for nearly every symbol a rule looks at.
    @inline(__always) static func equal(_ text: UnsafeBufferPointer<UInt8>, at start: Int, _ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { bytes in
            guard let wanted = bytes.baseAddress, let base = text.baseAddress else { return bytes.isEmpty }
            let count = bytes.count
            let found = UnsafeRawPointer(base + start), expected = UnsafeRawPointer(wanted)
            var offset = 0
            while offset + 8 <= count {
                if found.loadUnaligned(fromByteOffset: offset, as: UInt64.self) != expected.loadUnaligned(fromByteOffset: offset, as: UInt64.self) {
                    return false
                }
                offset += 8
            }
            while offset < count {
                if base[start + offset] != wanted[offset] { return false }
                offset += 1
            }
            return true
        }
    }
}

/// Path patterns for `under`: `Models` (a folder named Models at any depth), `Features/*/Views`
/// (anchored at the root because it contains `/`), `Sources/App/**`. A file is under a pattern when its
/// folders start with (anchored) or contain (unanchored) a match; the file name itself is not a folder.
public enum PathGlob {
    /// Whether the file at `path` (relative to the checked root, `/`-separated) is under `pattern`.
    public static func matches(_ pattern: String, path: String) -> Bool {
        matches(pattern: pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init), path: path)
    }

    static func matches(pattern rawComponents: [String], path: String) -> Bool {
        let elements = compile(components: rawComponents)
        return CompiledPathPattern.matchesElements(elements, folders: PathFolders(path))
    }

    /// The pattern as a sequence of folder globs and `**` runs (unanchored patterns may start at any depth).
    static func compile(_ pattern: String) -> [PathElement] {
        compile(components: pattern.split(separator: "/", omittingEmptySubsequences: false).map(String.init))
    }

    static func compile(components rawComponents: [String]) -> [PathElement] {
        var components = rawComponents
        while components.last == "" { components.removeLast() }
        let rooted = components.first == ""
        while components.first == "" || components.first == "." { components.removeFirst() }
        guard !components.isEmpty else { return [.anyComponents] }
        let anchored = rooted || components.count > 1
        var elements = components.map { $0 == "**" ? PathElement.anyComponents : .component(GlobShape(Glob.compile($0))) }
        if !anchored { elements.insert(.anyComponents, at: 0) }
        if elements.last != .anyComponents { elements.append(.anyComponents) }
        return elements
    }

    enum PathElement: Hashable {
        case anyComponents
        /// One folder, by its name's glob (most are a plain name: compared as bytes).
        case component(GlobShape)
    }
}

extension Pattern {
    /// Whether a simple name matches: any glob alternative (placeholders expanded from `bindings`), or the regex.
    public func matches(_ text: String, bindings: [String: String] = [:]) -> Bool {
        switch kind {
        case .glob(let alternatives):
            let bytes = Array(text.utf8)
            return alternatives.contains { Glob.match(Glob.compile($0, bindings: { bindings[$0] }), bytes) }
        case .regex(let regex):
            return regex.matches(text)
        }
    }

    /// Whether type text matches, white space removed from both sides (`"Task<*>?"` matches `Task<Void, Never>?`).
    public func matchesType(_ typeText: String, bindings: [String: String] = [:]) -> Bool {
        switch kind {
        case .glob(let alternatives):
            let bytes = Array(Self.squeezed(typeText).utf8)
            return alternatives.contains { alternative in
                let elements = Glob.compile(alternative, bindings: { bindings[$0] }).filter { $0 != .byte(32) && $0 != .byte(9) }
                return Glob.match(elements, bytes)
            }
        case .regex(let regex):
            return regex.matchesType(typeText)
        }
    }

    /// Type text without white space (how type patterns compare it); ASCII text is read byte by byte.
    public static func squeezed(_ text: String) -> String {
        var copy = text
        // the bytes read in place: nearly every type text is ASCII, and most have no space to drop
        let squeezedASCII: String?? = copy.withUTF8 { bytes in
            var spaces = 0
            for byte in bytes {
                if byte >= 0x80 { return nil }
                if isASCIIWhitespace(byte) { spaces += 1 }
            }
            guard spaces > 0 else { return .some(nil) }
            return String(unsafeUninitializedCapacity: bytes.count - spaces) { buffer in
                var count = 0
                for byte in bytes where !isASCIIWhitespace(byte) {
                    buffer[count] = byte
                    count += 1
                }
                return count
            }
        }
        switch squeezedASCII {
        case .some(.some(let squeezed)): return squeezed
        case .some(.none): return text
        case .none: return String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
        }
    }

    @inline(__always) static func isASCIIWhitespace(_ byte: UInt8) -> Bool { byte == 32 || (byte >= 9 && byte <= 13) }

    /// The first and last bytes of a type text once its white space is squeezed out (`squeezed`), read in place;
    /// nil when either is not ASCII (white space beyond ASCII is squeezed too) or the text is all white space.
    public static func typeTextEnds(_ typeText: String) -> (first: UInt8, last: UInt8)? {
        var text = typeText
        return text.withUTF8 { bytes in
            var low = 0, high = bytes.count
            while low < high, isASCIIWhitespace(bytes[low]) { low += 1 }
            while high > low, isASCIIWhitespace(bytes[high - 1]) { high -= 1 }
            guard low < high, bytes[low] < 0x80, bytes[high - 1] < 0x80 else { return nil }
            return (bytes[low], bytes[high - 1])
        }
    }

    /// Whether a file path (relative to the checked root) is under the pattern (see `PathGlob`).
    public func matchesPath(_ path: String, bindings: [String: String] = [:]) -> Bool {
        switch kind {
        case .glob(let alternatives):
            return alternatives.contains { PathGlob.matches($0.expanded(with: bindings), path: path) }
        case .regex(let regex):
            return regex.matches(path)
        }
    }
}

/// A pattern compiled once for many matches: glob alternatives without placeholders are turned into
/// elements up front; alternatives with placeholders are compiled per match against the bindings.
public struct CompiledPattern: Sendable {
    public let pattern: Pattern
    private let fixed: [GlobShape]?
    /// For a list of fixed globs, the bytes a matching name must start or end with (nil when some glob has neither).
    private let anchors: GlobAnchors?
    /// `fixed` with white space dropped, for type text (which is matched squeezed).
    private let fixedTypes: [GlobShape]?
    /// The bytes a type text must start or end with to match `fixedTypes` (nil when some glob has neither).
    private let typeAnchors: GlobAnchors?

    public init(_ pattern: Pattern) {
        self.pattern = pattern
        if case .glob(let alternatives) = pattern.kind, alternatives.allSatisfy({ $0.placeholders.isEmpty }) {
            let compiled = alternatives.map { Glob.compile($0, bindings: { _ in nil }) }
            fixed = compiled.map(GlobShape.init)
            let typeGlobs = compiled.map { $0.filter { $0 != .byte(32) && $0 != .byte(9) } }
            fixedTypes = typeGlobs.map(GlobShape.init)
            typeAnchors = GlobAnchors(typeGlobs)
            anchors = GlobAnchors(compiled)
            literal = pattern.literal
        } else {
            fixed = nil
            anchors = nil
            fixedTypes = nil
            typeAnchors = nil
            literal = nil
        }
    }

    /// How many globs the pattern lists (1 for a regex).
    public var alternativeCount: Int {
        if case .glob(let alternatives) = pattern.kind { return alternatives.count }
        return 1
    }

    /// Whether most type texts fail the pattern at their first or last bytes: fixed globs that each begin or end
    /// with a literal byte, or an anchored regex.
    public var rejectsTypesAtTheirEnds: Bool { typeAnchors != nil || isAnchoredRegex }

    /// Whether the pattern is a regex run as an anchored DFA (`SafeRegex.isAnchoredDFA`).
    private var isAnchoredRegex: Bool {
        if case .regex(let regex) = pattern.kind { return regex.isAnchoredDFA }
        return false
    }

    /// Whether the pattern uses `{placeholders}` (its result then depends on the bindings).
    public var dependsOnBindings: Bool { fixed == nil && !isRegex }

    private var isRegex: Bool { if case .regex = pattern.kind { return true } else { return false } }

    /// Whether the pattern is a glob (cheap to match) rather than a regular expression.
    public var isGlob: Bool { !isRegex }

    /// A glob, or a regular expression that runs as a DFA: matching again costs less than remembering the answer.
    public var isCheapToMatch: Bool {
        if case .regex(let regex) = pattern.kind { return regex.hasDFA }
        return true
    }

    /// Like `Pattern.matches`, without recompiling fixed globs.
    public func matches(_ text: String, bindings: [String: String]) -> Bool {
        guard fixed != nil else { return pattern.matches(text, bindings: bindings) }
        return matches(text)
    }

    /// `matches(_:bindings:)` without bindings: the form called once per name on the hot paths, which builds no
    /// empty dictionary per call.
    public func matches(_ text: String) -> Bool {
        guard let fixed else { return pattern.matches(text) }
        if fixed.count == 1 { return fixed[0].matches(text) }
        // the text's bytes are read once for every alternative, and most names fail the anchors' test before any
        return text.utf8.withContiguousStorageIfAvailable { bytes in
            anchors?.mayMatch(bytes) != false && fixed.contains { $0.matches(bytes) }
        } ?? fixed.contains { $0.matches(text) }
    }

    /// False when no name with these first and last bytes can match: fixed globs that each begin or end with a
    /// literal byte (`*Service`, `Mock*`). True otherwise, and for a regex.
    public func mayMatch(first: UInt8, last: UInt8) -> Bool {
        anchors?.mayMatch(first: first, last: last) ?? true
    }

    /// False when no type text whose squeezed text begins and ends with these bytes can match the fixed globs
    /// (`typeAnchors`). True otherwise, and for a regex or globs with placeholders.
    public func mayMatchType(first: UInt8, last: UInt8) -> Bool {
        typeAnchors?.mayMatch(first: first, last: last) ?? true
    }

    /// Like `Pattern.matchesType`, without recompiling fixed globs.
    public func matchesType(_ typeText: String, bindings: [String: String] = [:]) -> Bool {
        guard let fixedTypes else { return pattern.matchesType(typeText, bindings: bindings) }
        // most type texts fail the anchors, read at the ends of the text as it is, before any is squeezed
        guard mayMatchType(typeText) else { return false }
        let squeezed = Pattern.squeezed(typeText)
        return fixedTypes.contains { $0.matches(squeezed) }
    }

    /// False when the type text cannot match the fixed globs: its first and last bytes that are not white space
    /// (the squeezed text's ends) fail `typeAnchors`. True when they pass, and when an end is not ASCII (white
    /// space beyond ASCII is dropped by squeezing too).
    private func mayMatchType(_ typeText: String) -> Bool {
        guard let typeAnchors, let ends = Pattern.typeTextEnds(typeText) else { return true }
        return typeAnchors.mayMatch(first: ends.first, last: ends.last)
    }

    /// The one literal name the pattern matches (`Pattern.literal`).
    public let literal: String?
}

/// A test that every text a list of globs matches passes: each glob that starts with a byte requires the text to
/// start with it, and each other glob that ends with a byte requires the text to end with it, so a text whose first
/// byte none starts with and whose last byte none ends with matches none (`completion*, *Handler`: most names fail
/// at two table reads). Only for lists where every glob has such a byte.
struct GlobAnchors: Sendable {
    private var firstBytes = ByteSet()
    private var lastBytes = ByteSet()

    init?(_ globs: [[GlobElement]]) {
        for glob in globs {
            if case .byte(let byte)? = glob.first {
                firstBytes.insert(byte)
            } else if case .byte(let byte)? = glob.last {
                lastBytes.insert(byte)
            } else {
                return nil
            }
        }
    }

    /// False when no glob of the list can match the text; true when one may. The empty text is left to the globs.
    func mayMatch(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        guard let first = text.first, let last = text.last else { return true }
        return mayMatch(first: first, last: last)
    }

    /// `mayMatch` of a text that is not empty, by its first and last bytes.
    func mayMatch(first: UInt8, last: UInt8) -> Bool { firstBytes.contains(first) || lastBytes.contains(last) }

    /// 256 bits, one per byte value.
    struct ByteSet: Sendable {
        private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

        mutating func insert(_ byte: UInt8) {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: words.0 |= bit
            case 1: words.1 |= bit
            case 2: words.2 |= bit
            default: words.3 |= bit
            }
        }

        func contains(_ byte: UInt8) -> Bool {
            let bit = UInt64(1) << UInt64(byte & 63)
            switch byte >> 6 {
            case 0: return words.0 & bit != 0
            case 1: return words.1 & bit != 0
            case 2: return words.2 & bit != 0
            default: return words.3 & bit != 0
            }
        }
    }
}

/// A path pattern compiled once (see `PathGlob`), matched against a file's folders split once by the caller.
public struct CompiledPathPattern: Sendable {
    private let alternatives: [[PathGlob.PathElement]]

    /// Nil when the pattern is a regex or has placeholders (those are matched per use).
    public init?(_ pattern: Pattern) {
        guard case .glob(let templates) = pattern.kind, templates.allSatisfy({ $0.placeholders.isEmpty }) else { return nil }
        alternatives = templates.map { PathGlob.compile($0.text) }
    }

    public func matches(_ folders: PathFolders) -> Bool {
        alternatives.contains { Self.matchesElements($0, folders: folders) }
    }

    static func matchesElements(_ elements: [PathGlob.PathElement], folders: PathFolders) -> Bool {
        folders.bytes.withUnsafeBufferPointer { bytes in
            Glob.matchSequence(elements, folders.parts, isStar: { $0 == .anyComponents }, matchesOne: { element, folder in
                guard case .component(let shape) = element else { return false }
                let name = UnsafeBufferPointer(rebasing: bytes[folder])
                if shape.matches(name) { return true }
                let prefix = Self.orderingPrefixLength(name)
                return prefix > 0 && shape.matches(UnsafeBufferPointer(rebasing: name[prefix...]))
            })
        }
    }

    /// The length of a folder name's ordering prefix, digits and one `_`, `-`, `.` or space before the name
    /// (`03_Domain`, `1-App`): folders numbered to sort in Xcode are also matched by their name without it. 0 for
    /// none, or when nothing follows it.
    static func orderingPrefixLength(_ name: UnsafeBufferPointer<UInt8>) -> Int {
        var index = 0
        while index < name.count, name[index] >= UInt8(ascii: "0"), name[index] <= UInt8(ascii: "9") { index += 1 }
        guard index > 0, index + 1 < name.count else { return 0 }
        switch name[index] {
        case UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: " "): return index + 1
        default: return 0
        }
    }
}

/// A relative file path's folders: the non-empty parts between slashes, the last part (the file's name) left out,
/// as ranges of the path's bytes. Two arrays, however deep the path.
public struct PathFolders: Sendable, Equatable {
    public let bytes: [UInt8]
    public let parts: [Range<Int>]

    public init(_ path: String) {
        var path = path
        let bytes = path.withUTF8 { Array($0) }
        var parts: [Range<Int>] = []
        parts.reserveCapacity(bytes.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 })
        var start = 0
        for index in bytes.indices where bytes[index] == UInt8(ascii: "/") {
            if index > start { parts.append(start..<index) }
            start = index + 1
        }
        if start == bytes.count, !parts.isEmpty { parts.removeLast() }
        self.bytes = bytes
        self.parts = parts
    }

    /// Each folder's name.
    public var names: [String] { parts.map { String(decoding: bytes[$0], as: UTF8.self) } }
}
