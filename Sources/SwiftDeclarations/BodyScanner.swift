// BodyScanner: one pass over the tokens of a body (function, accessor, closure initializer) that records
// what policies ask of code: calls with their receivers, type-like names, `Type.member` references,
// assignments to members, `defer`/`await`/`Task { }`, force unwraps, and cyclomatic complexity.
// It works on tokens alone: a call is a name followed by `(` on the same line or by a trailing closure
// `{` outside an `if`/`guard`/`while`/`for`/`switch`/`catch` condition.

import SwiftLexer

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

enum BodyScanner {
    static func scan(cursor: TokenCursor, range: Range<Int>) -> BodyFacts {
        var scanner = Scanner(cursor: cursor)
        scanner.run(range)
        // the calls and assignments kept with the facts: moved into lists of their size
        if !scanner.calls.isEmpty { scanner.facts.calls = scanner.calls.moveAll() }
        if !scanner.assignments.isEmpty { scanner.facts.assignments = scanner.assignments.moveAll() }
        scanner.facts.typeNames = sortedUniqueText(of: &scanner.typeNameSpans, in: cursor.bytes, texts: cursor.texts)
        // a new list in every case: the scratch list (and its room) stays with the thread
        switch scanner.memberReferences.count {
        case 0: break
        case 1: scanner.facts.memberReferences = [scanner.memberReferences[0]]
        default: scanner.facts.memberReferences = sortedUnique(scanner.memberReferences)
        }
        scanner.facts.memberReferencePlaces = scanner.memberReferencePlaces(names: scanner.facts.memberReferences)
        scanner.giveBackScratch()
        // moved out of the scanner rather than copied (and then released with it)
        var facts = BodyFacts()
        swap(&facts, &scanner.facts)
        return facts
    }
}

/// The lists a body scan uses while it runs and not after (and the parser's lists of a declaration's attributes
/// and modifiers), kept by the thread that parses (through its `ParseMemory`) and emptied for the next use: each
/// grows once to the longest one needs, rather than from nothing for every body or declaration.
final class ScanScratch {
    var typeNameSpans: [TextSpan] = []
    var memberReferences: [String] = []
    var heads: [ScanHead] = []
    var calls = MovableList<Call>()
    var assignments = MovableList<Assignment>()
    /// A declaration's attributes and modifiers as the parser reads them (see `DeclarationParser.parseDeclaration`).
    var attributes = MovableList<Attribute>()
    var modifiers = MovableList<Modifier>()

    deinit {
        calls.deallocate()
        assignments.deallocate()
        attributes.deallocate()
        modifiers.deallocate()
    }
}

/// An `if`/`guard`/`while`/`for`/`switch`/`catch` condition or a local declaration's header, at the bracket depth
/// where it began: the next `{` at that depth opens a body, not a trailing closure.
struct ScanHead {
    enum Kind { case condition, declaration, binding }
    var kind: Kind
    var depth: Int
}

/// Byte ranges of names in the source, for names collected before any of them is made a `String`.
struct TextSpan {
    var start: Int32
    var end: Int32
    /// The first eight bytes (fewer padded with zeros) as a big-endian number, which orders spans as their first
    /// bytes order them (set by `sortedUniqueText`).
    var prefix: UInt64 = 0

    init(start: Int32, end: Int32) {
        self.start = start
        self.end = end
    }
}

/// `sortedUnique` of the spans' texts, most without making a `String` of each: ASCII names (nearly all) are sorted
/// and compared as bytes, which orders them as strings are ordered, and only the unique ones become strings. The
/// spans (a scan's scratch list) are sorted in place, by their first eight bytes and, only where those are equal,
/// by all their bytes.
func sortedUniqueText(of spans: inout [TextSpan], in bytes: UnsafeBufferPointer<UInt8>, texts: TextCache) -> [String] {
    func text(_ span: TextSpan) -> String {
        texts.text(bytes, Int(span.start), Int(span.end))
    }
    guard spans.count > 1 else { return spans.map(text) }
    guard let base = bytes.baseAddress else { return sortedUnique(spans.map(text)) }
    for k in spans.indices {
        let start = Int(spans[k].start), end = Int(spans[k].end)
        for i in start..<end where bytes[i] >= 0x80 { return sortedUnique(spans.map(text)) }
        var prefix: UInt64 = 0
        for i in 0..<8 { prefix = prefix << 8 | UInt64(start + i < end ? bytes[start + i] : 0) }
        spans[k].prefix = prefix
    }
    func order(_ a: TextSpan, _ b: TextSpan) -> Int32 {
        let aLength = Int(a.end - a.start), bLength = Int(b.end - b.start)
        let common = memcmp(base + Int(a.start), base + Int(b.start), min(aLength, bLength))
        return common != 0 ? common : Int32(aLength - bLength)
    }
    // spans whose prefixes differ are ordered as their bytes are; those whose prefixes are equal are compared in full
    func isSame(_ a: TextSpan, _ b: TextSpan) -> Bool { a.prefix == b.prefix && order(a, b) == 0 }
    spans.sort { $0.prefix != $1.prefix ? $0.prefix < $1.prefix : order($0, $1) < 0 }
    var uniqueCount = 1
    for i in 1..<spans.count where !isSame(spans[i - 1], spans[i]) { uniqueCount += 1 }
    var result: [String] = []
    result.reserveCapacity(uniqueCount)  // kept with the facts: exactly as long as needed
    result.append(text(spans[0]))
    for i in 1..<spans.count where !isSame(spans[i - 1], spans[i]) { result.append(text(spans[i])) }
    return result
}

func sortedUnique(_ names: [String]) -> [String] {
    guard names.count > 1 else { return names }
    var result: [String] = []  // grown as needed: the list is kept, so no room is reserved for duplicates
    for name in names.sorted() where name != result.last { result.append(name) }
    return result
}

private struct Scanner {
    let cursor: TokenCursor
    var facts = BodyFacts()
    /// Where the type-like names are (`facts.typeNames` is made of them at the end).
    var typeNameSpans: [TextSpan]
    /// `Type.member` chains as found (`facts.memberReferences` is made of them at the end), and where each is.
    var memberReferences: [String]
    var memberReferenceOccurrences: [CodePlace] = []
    /// Open statement heads (see `ScanHead`), innermost last.
    var heads: [ScanHead]
    /// Calls and assignments as found (moved into `facts` at the end).
    var calls: MovableList<Call>
    var assignments: MovableList<Assignment>
    var depth = 0
    /// The depth inside the innermost accessor block of a local property (`var x: Int { get { … } }`), if any.
    var accessorBlockDepth = Int.max

    mutating func openHead(_ kind: ScanHead.Kind) {
        if let last = heads.last, last.depth == depth {
            // `class func`, `if let`: one head per depth; a condition outranks a binding inside it
            if kind == .condition { heads[heads.count - 1].kind = .condition }
            return
        }
        heads.append(ScanHead(kind: kind, depth: depth))
    }

    /// Takes the thread's scratch lists (leaving empty ones), so that appending to them does not copy them.
    init(cursor: TokenCursor) {
        self.cursor = cursor
        let scratch = cursor.scanScratch
        typeNameSpans = scratch.typeNameSpans
        memberReferences = scratch.memberReferences
        heads = scratch.heads
        calls = scratch.calls
        assignments = scratch.assignments
        scratch.typeNameSpans = []
        scratch.memberReferences = []
        scratch.heads = []
    }

    /// Each chain found, where it is, with the index of its name among the sorted unique `names`.
    func memberReferencePlaces(names: [String]) -> [MemberReferencePlace] {
        guard !memberReferenceOccurrences.isEmpty else { return [] }
        var places: [MemberReferencePlace] = []
        places.reserveCapacity(memberReferenceOccurrences.count)
        for (name, place) in zip(memberReferences, memberReferenceOccurrences) {
            // `names` is sorted and holds every chain found: a binary search finds each
            var low = 0, high = names.count
            while low < high {
                let middle = (low + high) / 2
                if names[middle] < name { low = middle + 1 } else { high = middle }
            }
            places.append(MemberReferencePlace(nameIndex: Int32(low), place: place))
        }
        return places
    }

    func place(_ token: Token) -> CodePlace {
        let location = cursor.location(token)
        return CodePlace(line: location.line, column: location.column)
    }

    /// Empties the scratch lists and hands them back to the thread's `ScanScratch`.
    mutating func giveBackScratch() {
        if !typeNameSpans.isEmpty { typeNameSpans.removeAll(keepingCapacity: true) }
        if !memberReferences.isEmpty { memberReferences.removeAll(keepingCapacity: true) }
        if !heads.isEmpty { heads.removeAll(keepingCapacity: true) }
        let scratch = cursor.scanScratch
        scratch.typeNameSpans = typeNameSpans
        scratch.memberReferences = memberReferences
        scratch.heads = heads
        scratch.calls = calls
        scratch.assignments = assignments
    }

    mutating func run(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        facts.startLine = cursor.line(cursor.token(range.lowerBound))
        facts.endLine = cursor.endLine(cursor.token(range.upperBound - 1))
        var i = range.lowerBound
        if cursor.token(i).kind == .leftBrace {
            // the body's own brace, not a trailing closure of whatever precedes it
            depth += 1
            i += 1
        }
        while i < range.upperBound {
            visit(i)
            i += 1
        }
    }

    @inline(__always) mutating func visit(_ i: Int) {
        let token = cursor.tokens[i]  // within the body, so within the file's tokens: no clamping
        if token.isAtStartOfLine, let last = heads.last, last.kind == .binding, last.depth == depth, token.kind != .leftBrace {
            heads.removeLast()  // `var x: Int` ended with its line: no accessor block follows
        }
        switch token.kind {
        case .identifier:
            if token.keyword == .actor, cursor.token(i + 1).isNameLike, cursor.token(i - 1).kind != .period {
                openHead(.declaration)
            }
            let first = cursor.firstByte(token)
            if first >= 65 && first <= 90 || first >= 0x80 && cursor.startsUppercase(token) {
                // `Foo.Type` and `Foo.Protocol` in a type are keywords; `Foo.Type.self` is an expression, and
                // `.Type`, `sensor.Type` name members
                let isMetatypeKeyword = cursor.token(i - 1).kind == .period && cursor.token(i + 1).kind != .period
                    && (cursor.spells(token, "Type") || cursor.spells(token, "Protocol"))
                    && cursor.endsTypeLike(i - 2)
                if !isMetatypeKeyword {
                    typeNameSpans.append(TextSpan(start: token.start, end: token.end))
                    let next = cursor.token(i + 1)
                    // a member spelled as a keyword is a member all the same (`FileManager.default`, `Foo.init`)
                    let member = cursor.token(i + 2).kind
                    if next.kind == .period, member == .identifier || member == .keyword, cursor.token(i - 1).kind != .period {
                        memberReferences.append(cursor.memberReference(at: i))
                        memberReferenceOccurrences.append(place(token))
                    }
                    if first == 84, cursor.spells(token, "Task"), next.kind == .leftBrace || next.kind == .leftParen
                        || (next.kind == .period && cursor.spells(cursor.token(i + 2), "detached")) {
                        facts.spawnsTask = true
                    }
                }
            }
        case .keyword:
            visitKeyword(token, i)
        case .poundIdentifier:
            // `#Predicate<…> { … }`: the macro's name is an identifier like any other
            let second = cursor.bytes[min(Int(token.start) + 1, cursor.bytes.count - 1)]
            if second >= 65 && second <= 90 {
                typeNameSpans.append(TextSpan(start: token.start + 1, end: token.end))
            }
        case .leftParen:
            if !token.isAtStartOfLine { recordCall(endingBefore: i) }
            depth += 1
        case .leftBrace:
            if let last = heads.last, last.depth == depth {
                // `var value: Int {` in a local type: its accessors (`get { … }`) are not trailing closures
                if last.kind == .binding { accessorBlockDepth = depth + 1 }
                heads.removeLast()
            } else {
                recordCall(endingBefore: i)
            }
            depth += 1
        case .leftBracket:
            depth += 1
        case .rightParen, .rightBracket, .rightBrace:
            depth -= 1
            if depth < accessorBlockDepth { accessorBlockDepth = Int.max }
            while let last = heads.last, last.depth > depth { heads.removeLast() }
        case .exclaim:
            if !token.hasSpaceBefore, cursor.endsExpression(cursor.token(i - 1)) { facts.forceUnwrapPlaces.append(place(token)) }
        case .equal:
            if let last = heads.last, last.depth == depth, last.kind == .binding { heads.removeLast() }
            recordAssignment(at: i)
        case .operator:
            if cursor.isCompoundAssignment(token) { recordAssignment(at: i) }
            if token.length == 2, cursor.spells(token, "&&") || cursor.spells(token, "||") { facts.complexity += 1 }
        case .question where token.hasSpaceBefore:
            facts.complexity += 1  // the ternary operator
        default:
            break
        }
    }

    mutating func visitKeyword(_ token: Token, _ i: Int) {
        if cursor.token(i - 1).kind == .period {
            // a member named like a keyword: `.if(…)`, `x.default`; `.Any` is a name like any other
            if token.keyword == .Any { typeNameSpans.append(TextSpan(start: token.start, end: token.end)) }
            return
        }
        // `readTypes(for: list.filter { … })`: an argument label, not a statement
        if cursor.token(i + 1).kind == .colon { return }
        switch token.keyword {
        case .if, .guard, .while, .for, .switch, .catch:
            if token.keyword != .switch { facts.complexity += 1 }
            openHead(.condition)
        case .struct, .class, .enum, .protocol, .extension, .func, .deinit, .subscript, .precedencegroup:
            if cursor.token(i - 1).kind != .period { openHead(.declaration) }
        case .`init`:
            if cursor.token(i - 1).kind != .period { openHead(.declaration) }
        case .var, .let:
            // `case let .success(value): state.write { … }`: a pattern, after which a trailing closure may follow
            if cursor.token(i - 1).keyword != .case { openHead(.binding) }
        case .repeat:
            facts.complexity += 1
        case .else:
            // `guard … else {`: the condition ends here
            if let last = heads.last, last.depth == depth { heads.removeLast() }
        case .case:
            switch cursor.token(i - 1).keyword {
            case .if, .guard, .while, .for: break
            default:
                if cursor.token(i - 1).kind != .comma { facts.complexity += 1 }
            }
        case .defer:
            facts.deferPlaces.append(place(token))
        case .await:
            facts.awaitPlaces.append(place(token))
        default:
            break
        }
    }

    // MARK: Calls

    /// The token before `(` or a trailing `{` at `open`: record a call when it names a callee.
    mutating func recordCall(endingBefore call: Int) {
        var open = call
        var c = open - 1
        var token = cursor.token(c)
        // `handler.handle(_:)(error)`, `Link(state:) { … }`: a function named in full, then called (a full name
        // ends `:)`)
        var isNamedInFull = false
        if token.kind == .rightParen, cursor.token(c - 1).kind == .colon,
           let opener = cursor.matchingOpener(closingAt: c), cursor.isCompoundName(opener) {
            open = opener
            c = opener - 1
            token = cursor.token(c)
            isNamedInFull = true
        }
        if token.kind == .question || token.kind == .exclaim, !token.hasSpaceBefore {
            c -= 1
            token = cursor.token(c)
        }
        if token.kind == .rightAngle, !token.hasSpaceBefore || cursor.token(c + 1).kind == .leftParen {
            guard let callee = cursor.genericCallee(closingAt: c) else { return }
            c = callee
            token = cursor.token(c)
        }
        let afterPeriod = cursor.token(c - 1).kind == .period
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier:
            // `@Shared(…)`, `@Sendable (…)`: attributes, not calls; `nonisolated(unsafe)`: a modifier;
            // `func load(…)`, `case binding(…)` in a local type: declarations
            switch cursor.token(c - 1).kind {
            case .atSign: return
            case .keyword where cursor.token(c - 1).keyword == .func: return
            case .keyword where cursor.token(c - 1).keyword == .case && !cursor.isCasePattern(open): return
            default: break
            }
            // `unsafe (x)`: an unsafe expression, not a call
            if !afterPeriod, token.kind == .identifier, cursor.token(open).hasSpaceBefore, cursor.spells(token, "unsafe") { return }
            // `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`: a modifier's detail; `open(value)` is a call
            if !afterPeriod, token.keyword != .none, DeclarationParser.isModifierKeyword(token.keyword), open == c + 1,
               cursor.token(c + 3).kind == .rightParen, cursor.isModifierDetail(cursor.token(c + 2)) { return }
            // `get { … }`, `set(value) { … }` in a local type's computed property: accessors, not calls
            if !afterPeriod, depth == accessorBlockDepth, token.keyword != .none, cursor.isAccessor(c) { return }
        case .keyword:
            // after `.` any keyword names a member (`value.as(…)`, `.default(…)`, `case .self(let x)`); otherwise
            // only `Self(…)`
            if !afterPeriod {
                guard token.keyword == .Self || token.keyword == .self else { return }
            }
        case .integerLiteral:
            // `pair.1(x)`: a closure in a tuple, called
            guard afterPeriod else { return }
        default:
            return
        }
        if c <= 0 || !isNamedInFull && cursor.isCompoundName(open) { return }
        let name = cursor.text(token)
        var receiver: String?
        if cursor.token(c - 1).kind == .period, c - 1 > 0 {
            receiver = cursor.receiverText(endingAt: c - 2)
        }
        let location = cursor.location(token)
        calls.append(Call(name: name, receiver: receiver, line: location.line, column: location.column, offset: Int(token.start)))
    }

    // MARK: Assignments

    mutating func recordAssignment(at equal: Int) {
        guard let start = cursor.chainStart(endingAt: equal - 1), start < equal else { return }
        switch cursor.token(start - 1).keyword {
        case .let, .var, .case: return
        default: break
        }
        // `(x: Int = 1)` in a local function is a default value, not an assignment; `case .x: state = …` is one
        if cursor.token(start - 1).kind == .colon, cursor.firstByte(cursor.token(start)) >= 65, cursor.firstByte(cursor.token(start)) <= 90 { return }
        let target = cursor.text(from: start, through: equal - 1)
        let valueToken = cursor.token(equal + 1)
        guard valueToken.kind != .endOfFile else { return }
        let valueStart = Int(valueToken.start)
        var valueEnd = valueStart
        while valueEnd < cursor.bytes.count, valueEnd - valueStart < 60, cursor.bytes[valueEnd] != 10, cursor.bytes[valueEnd] != 13 {
            valueEnd += 1
        }
        let value = String(decoding: UnsafeBufferPointer(rebasing: cursor.bytes[valueStart..<valueEnd]), as: UTF8.self)
        let location = cursor.location(cursor.token(start))
        assignments.append(Assignment(target: target, value: value, line: location.line, column: location.column,
                                      offset: Int(cursor.token(equal).start)))
    }
}

/// What a body scan reads around a token: the cursor's tokens alone (methods of the cursor, so that a scan calls
/// them without copying the whole scanner for each call).
private extension TokenCursor {
    /// `Type.member` of the tokens from `i` (a name, a `.`, a name). Written without spaces (nearly always), that
    /// is their source text, found in the text cache without joining strings.
    func memberReference(at i: Int) -> String {
        let type = token(i), period = token(i + 1), member = token(i + 2)
        if type.end == period.start, period.end == member.start { return text(from: i, through: i + 2) }
        return text(type) + "." + text(member)
    }

    func startsUppercase(_ token: Token) -> Bool {
        text(token).first?.isUppercase == true
    }

    /// Whether a `.Type` after token `i` can be a metatype: after a type's name (`Foo`, `_Foo`, `Self`, `Any`),
    /// generic arguments, `[T]`, `(T)` or an optional; not after a value (`sensor.Type`, `$0.Type`, `list[0].Type`)
    /// or nothing (`.Type`).
    func endsTypeLike(_ i: Int) -> Bool {
        let token = token(i)
        switch token.kind {
        case .identifier:
            var first = firstByte(token)
            if first == UInt8(ascii: "_"), token.length > 1 { first = bytes[Int(token.start) + 1] }
            return first >= 65 && first <= 90 || first >= 0x80 && startsUppercase(token)
        case .keyword:
            return token.keyword == .Self || token.keyword == .Any
        case .rightBracket:
            // `[Foo].Type` is a type; `list[0].Type` a subscript's value
            guard let opener = matchingOpener(closingAt: i) else { return true }
            return self.token(opener).hasSpaceBefore || !endsExpression(self.token(opener - 1))
        case .rightAngle, .rightParen, .question, .exclaim:
            return true
        default:
            return false
        }
    }

    /// `set`, `unsafe`, `safe`: the detail in `private(set)`, `nonisolated(unsafe)`, `unowned(safe)`.
    func isModifierDetail(_ token: Token) -> Bool {
        token.keyword == .set || spells(token, "unsafe") || spells(token, "safe")
    }

    /// An accessor's keyword at `i`, opening its body: `get {`, `set {`, `set(value) {`, `didSet(old) {`.
    func isAccessor(_ i: Int) -> Bool {
        switch token(i).keyword {
        case .get, ._read, ._modify, .unsafeAddress, .unsafeMutableAddress:
            return token(i + 1).kind == .leftBrace
        case .set, .willSet, .didSet:
            let next = token(i + 1).kind
            return next == .leftBrace
                || next == .leftParen && token(i + 2).isNameLike && token(i + 3).kind == .rightParen
                    && token(i + 4).kind == .leftBrace
        default:
            return false
        }
    }

    /// Tokens after which a postfix `!` unwraps.
    func endsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier, .backtickIdentifier, .dollarIdentifier, .rightParen, .rightBracket, .question, .exclaim,
             .stringSegment:
            return true
        case .keyword:
            return token.keyword == .self || token.keyword == .super
        default:
            return false
        }
    }

    func isCompoundAssignment(_ token: Token) -> Bool {
        guard token.length >= 2, bytes[Int(token.end) - 1] == UInt8(ascii: "=") else { return false }
        let first = bytes[Int(token.start)]
        if token.length == 2 {
            return first != UInt8(ascii: "=") && first != UInt8(ascii: "!")
        }
        return spells(token, "??=") || spells(token, "&+=") || spells(token, "&-=")
            || spells(token, "&*=")
    }

    /// `case name(…):` in a switch is a pattern (a call to swift-syntax); `case name(Int)` in a local enum declares.
    func isCasePattern(_ open: Int) -> Bool {
        guard let close = matchingCloser(openingAt: open) else { return false }
        let next = token(close + 1)
        return next.kind == .colon || next.keyword == .where
    }

    /// `foo(_:)`, `URL.init(string:)`, `#selector(tap(_:with:))`: a reference to a function by its full name.
    func isCompoundName(_ open: Int) -> Bool {
        guard token(open).kind == .leftParen else { return false }
        var j = open + 1
        var labels = 0
        while token(j).isNameLike || token(j).kind == .keyword {
            guard token(j + 1).kind == .colon, !token(j + 1).hasSpaceBefore else { return false }
            labels += 1
            j += 2
        }
        return labels > 0 && token(j).kind == .rightParen
    }

    /// `Name<Args>` before a call: the index of `Name`, when the `<` follows it directly.
    func genericCallee(closingAt close: Int) -> Int? {
        var j = close
        var angles = 0
        var steps = 0
        while j > 0, steps < 64 {
            let kind = token(j).kind
            if kind == .rightAngle { angles += 1 } else if kind == .leftAngle {
                angles -= 1
                if angles == 0 {
                    let name = token(j - 1)
                    return name.kind == .identifier && !token(j).hasSpaceBefore ? j - 1 : nil
                }
            } else if kind == .leftBrace || kind == .rightBrace || kind == .semicolon { return nil }
            j -= 1
            steps += 1
        }
        return nil
    }

    /// The postfix chain ending at token `last` (`self.service`, `items[0]`, `loadTask?`), as written,
    /// without a trailing `?` or `!`. Nil when there is none (an implicit member `.foo()`).
    func receiverText(endingAt last: Int) -> String? {
        var end = last
        while end > 0, token(end).kind == .question || token(end).kind == .exclaim,
              !token(end).hasSpaceBefore {
            end -= 1
        }
        guard let start = chainStart(endingAt: end) else { return nil }
        return text(from: start, through: end)
    }

    /// Walks back over `a.b?.c[0](x)!` to its first token; nil when `last` cannot end an expression.
    func chainStart(endingAt last: Int) -> Int? {
        var j = last
        var steps = 0
        var start: Int?
        while j >= 0, steps < 128 {
            steps += 1
            let part = token(j)
            switch part.kind {
            case .rightParen, .rightBracket:
                guard let opener = matchingOpener(closingAt: j) else { return start }
                // `(…)` or `[…]` first on its line starts a new expression: no call or subscript of the line above
                if token(opener).isAtStartOfLine { return opener }
                j = opener - 1
                continue
            case .question, .exclaim:
                if part.hasSpaceBefore { return start }
                j -= 1
                continue
            case .identifier, .backtickIdentifier, .dollarIdentifier, .integerLiteral, .stringSegment:
                start = j
            case .keyword where part.keyword == .self || part.keyword == .super || part.keyword == .Self:
                start = j
            default:
                return start
            }
            // continue through a member access `x.` before this part
            if token(j - 1).kind == .period, j - 2 >= 0 {
                j -= 2
            } else {
                return start
            }
        }
        return start
    }

    func matchingOpener(closingAt close: Int) -> Int? {
        var j = close
        var level = 0
        var steps = 0
        while j >= 0, steps < 512 {
            switch token(j).kind {
            case .rightParen, .rightBracket, .rightBrace: level += 1
            case .leftParen, .leftBracket, .leftBrace:
                level -= 1
                if level == 0 { return j }
            default: break
            }
            j -= 1
            steps += 1
        }
        return nil
    }
}

extension BodyFacts {
    /// The facts of two bodies of one declaration (a getter and a setter) taken together.
    func merged(with other: BodyFacts) -> BodyFacts {
        var result = self
        result.calls += other.calls
        result.typeNames = sortedUnique(typeNames + other.typeNames)
        result.memberReferences = sortedUnique(memberReferences + other.memberReferences)
        // each place's name index is re-found among the merged names
        result.memberReferencePlaces = (memberReferencePlaces.map { (memberReferences[Int($0.nameIndex)], $0.place) }
            + other.memberReferencePlaces.map { (other.memberReferences[Int($0.nameIndex)], $0.place) })
            .map { name, place in
                MemberReferencePlace(nameIndex: Int32(result.memberReferences.firstIndex(of: name) ?? 0), place: place)
            }
        result.assignments += other.assignments
        result.deferPlaces += other.deferPlaces
        result.awaitPlaces += other.awaitPlaces
        result.spawnsTask = spawnsTask || other.spawnsTask
        result.forceUnwrapPlaces += other.forceUnwrapPlaces
        result.complexity += other.complexity - 1
        result.startLine = min(startLine == 0 ? other.startLine : startLine, other.startLine == 0 ? startLine : other.startLine)
        result.endLine = max(endLine, other.endLine)
        return result
    }
}
