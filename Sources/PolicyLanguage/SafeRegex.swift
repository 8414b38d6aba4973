// SafeRegex: a practical regular-expression subset compiled to a Thompson NFA and run as a Pike VM:
// time O(pattern × text), no backtracking, so no pattern can hang the tool. Syntax: literals, `.`,
// classes `[a-z]` `[^…]`, `\d \w \s \D \W \S \b \B`, anchors `^ $`, groups `( )` `(?: )`, `|`,
// `* + ?` (lazy `*? +? ??` accepted), `{m}` `{m,}` `{m,n}` with bounds ≤ 100. Anything else is an error.

/// A syntax error in a regular expression, with the UTF-8 byte offset where it was found.
public struct RegexSyntaxError: Error, Sendable, Hashable {
    public var message: String
    public var offset: Int

    public init(message: String, offset: Int) {
        self.message = message
        self.offset = offset
    }
}

/// A compiled regular expression; `matches` searches (use `^…$` to match whole text).
public struct SafeRegex: Sendable, Hashable, CustomStringConvertible {
    public let source: String
    let program: [RegexInstruction]
    /// The program as a DFA over ASCII text, when it has one (see `RegexDFA`).
    let dfa: RegexDFA?

    static let maximumRepetition = 100
    static let maximumProgramSize = 10_000
    /// How deeply groups may nest: parsing and compiling recurse once per level.
    static let maximumNesting = 100

    /// Compiles `source`, or throws the first syntax error.
    public init(_ source: String) throws(RegexSyntaxError) {
        var parser = RegexParser(source)
        let node = try parser.parse()
        var compiler = RegexCompiler()
        try compiler.emit(node)
        compiler.program.append(.match)
        self.source = source
        self.program = compiler.program
        dfa = RegexDFA(compiler.program)
    }

    public var description: String { source }

    /// Whether ASCII text is matched by the DFA: a few instructions per byte, cheaper than looking up a remembered
    /// answer by the text.
    public var hasDFA: Bool { dfa != nil }

    /// Whether the DFA runs an anchored search (`^…`): it rejects most texts within their first bytes.
    public var isAnchoredDFA: Bool { dfa?.isAnchored ?? false }

    /// Whether some part of `text` matches.
    public func matches(_ text: String) -> Bool {
        if let answer = dfa?.matches(text) { return answer }
        return PikeVM(program: program, text: Array(text.unicodeScalars)).run()
    }

    /// Whether some part of the type text without white space (`Pattern.squeezed`) matches: ASCII text is run
    /// through the DFA skipping the white space, with no squeezed copy.
    public func matchesType(_ typeText: String) -> Bool {
        if let answer = dfa?.matches(typeText, skippingWhitespace: true) { return answer }
        return matches(Pattern.squeezed(typeText))
    }
}

// MARK: - Syntax tree

struct RegexClassItem: Hashable, Sendable {
    enum Kind: Hashable, Sendable { case range(UInt32, UInt32), digit, word, space }
    var kind: Kind
    var negated: Bool

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        let inside: Bool
        switch kind {
        case .range(let low, let high): inside = value >= low && value <= high
        case .digit: inside = value >= 48 && value <= 57
        case .word: inside = RegexCharacterSet.isWord(scalar)
        case .space: inside = [9, 10, 11, 12, 13, 32].contains(value)
        }
        return inside != negated
    }
}

struct RegexCharacterSet: Hashable, Sendable {
    var items: [RegexClassItem]
    var negated: Bool

    func contains(_ scalar: Unicode.Scalar) -> Bool {
        items.contains { $0.contains(scalar) } != negated
    }

    static func isWord(_ scalar: Unicode.Scalar) -> Bool {
        let value = scalar.value
        return (value >= 48 && value <= 57) || (value >= 65 && value <= 90) || (value >= 97 && value <= 122) || value == 95
    }
}

indirect enum RegexNode {
    case empty
    case scalar(Unicode.Scalar)
    case any
    case set(RegexCharacterSet)
    case lineStart, lineEnd
    case wordBoundary(Bool)
    case concat([RegexNode])
    case alternation([RegexNode])
    case repetition(RegexNode, min: Int, max: Int?)
}

// MARK: - Parser

/// Recursive descent over Unicode scalars; offsets reported in UTF-8 bytes.
struct RegexParser {
    private let scalars: [Unicode.Scalar]
    private let byteOffsets: [Int]
    private var index = 0
    /// Groups open around the current position (`SafeRegex.maximumNesting` at most: the parser recurses per group).
    private var depth = 0

    init(_ source: String) {
        scalars = Array(source.unicodeScalars)
        var offsets: [Int] = []
        var offset = 0
        for scalar in scalars {
            offsets.append(offset)
            offset += UTF8.width(scalar)
        }
        offsets.append(offset)
        byteOffsets = offsets
    }

    private func error(_ message: String, at position: Int? = nil) -> RegexSyntaxError {
        RegexSyntaxError(message: message, offset: byteOffsets[min(position ?? index, scalars.count)])
    }

    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    mutating func parse() throws(RegexSyntaxError) -> RegexNode {
        let node = try parseAlternation()
        if current == ")" { throw error("unmatched ')'") }
        return node
    }

    private mutating func parseAlternation() throws(RegexSyntaxError) -> RegexNode {
        var branches = [try parseConcatenation()]
        while current == "|" {
            index += 1
            branches.append(try parseConcatenation())
        }
        return branches.count == 1 ? branches[0] : .alternation(branches)
    }

    private mutating func parseConcatenation() throws(RegexSyntaxError) -> RegexNode {
        var items: [RegexNode] = []
        while let scalar = current, scalar != "|", scalar != ")" {
            let atom = try parseAtom()
            items.append(try parseQuantifiers(on: atom))
        }
        return items.isEmpty ? .empty : items.count == 1 ? items[0] : .concat(items)
    }

    private mutating func parseQuantifiers(on atom: RegexNode) throws(RegexSyntaxError) -> RegexNode {
        var node = atom
        var quantified = false
        while let scalar = current {
            let start = index
            var bounds: (Int, Int?)
            switch scalar {
            case "*": index += 1; bounds = (0, nil)
            case "+": index += 1; bounds = (1, nil)
            case "?": index += 1; bounds = (0, 1)
            case "{":
                guard let parsed = try parseBraces() else { return node }
                bounds = parsed
            default:
                return node
            }
            if quantified { throw error("a quantifier cannot follow another quantifier", at: start) }
            if case .lineStart = node { throw error("nothing to repeat before '\(scalar)'", at: start) }
            if case .lineEnd = node { throw error("nothing to repeat before '\(scalar)'", at: start) }
            if current == "?" { index += 1 }  // lazy: same answer for a yes/no match
            node = .repetition(node, min: bounds.0, max: bounds.1)
            quantified = true
        }
        return node
    }

    /// `{m}`, `{m,}`, `{m,n}`; nil (and nothing consumed) when the brace is a literal.
    private mutating func parseBraces() throws(RegexSyntaxError) -> (Int, Int?)? {
        let start = index
        var cursor = index + 1
        /// The digits at the cursor, however many: a value past the limit saturates just above it, so that a bound
        /// of any length is read whole and reported as too large (seven digits were once read as a literal brace).
        func number() -> Int? {
            var value: Int?
            while cursor < scalars.count, ("0"..."9").contains(scalars[cursor]) {
                let digit = Int(scalars[cursor].value - Unicode.Scalar("0").value)
                value = min((value ?? 0) * 10 + digit, SafeRegex.maximumRepetition + 1)
                cursor += 1
            }
            return value
        }
        guard let low = number() else { return nil }
        var high: Int? = low
        if cursor < scalars.count, scalars[cursor] == "," {
            cursor += 1
            high = number()
        }
        guard cursor < scalars.count, scalars[cursor] == "}" else { return nil }
        index = cursor + 1
        // the size first: a saturated bound must not be shown as a number in the order error
        if max(low, high ?? 0) > SafeRegex.maximumRepetition {
            throw error("repetition bound too large: at most \(SafeRegex.maximumRepetition) is supported", at: start)
        }
        if let high, high < low { throw error("invalid repetition bounds {\(low),\(high)}: the maximum is below the minimum", at: start) }
        return (low, high)
    }

    private mutating func parseAtom() throws(RegexSyntaxError) -> RegexNode {
        guard let scalar = current else { throw error("unexpected end of pattern") }
        let start = index
        index += 1
        switch scalar {
        case ".": return .any
        case "^": return .lineStart
        case "$": return .lineEnd
        case "[": return .set(try parseClass(openedAt: start))
        case "(": return try parseGroup(openedAt: start)
        case "*", "+", "?": throw error("nothing to repeat before '\(scalar)'", at: start)
        case "\\": return try parseEscape(at: start, inClass: false).node
        default: return .scalar(scalar)
        }
    }

    private mutating func parseGroup(openedAt start: Int) throws(RegexSyntaxError) -> RegexNode {
        guard depth < SafeRegex.maximumNesting else {
            throw error("groups nest too deeply: at most \(SafeRegex.maximumNesting) levels are supported", at: start)
        }
        depth += 1
        defer { depth -= 1 }
        if current == "?" {
            let next = index + 1 < scalars.count ? scalars[index + 1] : nil
            if next == ":" {
                index += 2
            } else if next == "=" || next == "!" || (next == "<" && index + 2 < scalars.count && "=!".unicodeScalars.contains(scalars[index + 2])) {
                throw error("lookaround is not supported: the regex engine is linear-time and has no backtracking", at: start)
            } else if next == "<" || next == "P" {
                while let scalar = current, scalar != ">" { index += 1 }
                guard current == ">" else { throw error("unterminated group name", at: start) }
                index += 1
            } else {
                throw error("unsupported group syntax '(?'", at: start)
            }
        }
        let inner = try parseAlternation()
        guard current == ")" else { throw error("expected ')' to close the group opened here", at: start) }
        index += 1
        return inner
    }

    private mutating func parseClass(openedAt start: Int) throws(RegexSyntaxError) -> RegexCharacterSet {
        var set = RegexCharacterSet(items: [], negated: false)
        if current == "^" {
            set.negated = true
            index += 1
        }
        var first = true
        while true {
            guard let scalar = current else { throw error("unterminated character class: expected ']'", at: start) }
            if scalar == "]", !first {
                index += 1
                return set
            }
            first = false
            let itemStart = index
            index += 1
            var low: Unicode.Scalar
            if scalar == "\\" {
                let escape = try parseEscape(at: itemStart, inClass: true)
                guard let literal = escape.literal else {
                    if case .set(let inner) = escape.node { set.items += inner.items }
                    continue
                }
                low = literal
            } else {
                low = scalar
            }
            if current == "-", index + 1 < scalars.count, scalars[index + 1] != "]" {
                index += 1
                let highStart = index
                var high = scalars[index]
                index += 1
                if high == "\\" {
                    guard let literal = try parseEscape(at: highStart, inClass: true).literal else {
                        throw error("invalid range end in character class", at: highStart)
                    }
                    high = literal
                }
                if high.value < low.value { throw error("invalid range '\(low)-\(high)' in character class", at: itemStart) }
                set.items.append(RegexClassItem(kind: .range(low.value, high.value), negated: false))
            } else {
                set.items.append(RegexClassItem(kind: .range(low.value, low.value), negated: false))
            }
        }
    }

    /// After a `\`: a class (`\d`), an assertion (`\b`), or an escaped literal.
    private mutating func parseEscape(at start: Int, inClass: Bool) throws(RegexSyntaxError) -> (node: RegexNode, literal: Unicode.Scalar?) {
        guard let scalar = current else { throw error("trailing '\\' at the end of the pattern", at: start) }
        index += 1
        func classNode(_ kind: RegexClassItem.Kind, _ negated: Bool) -> (RegexNode, Unicode.Scalar?) {
            (.set(RegexCharacterSet(items: [RegexClassItem(kind: kind, negated: negated)], negated: false)), nil)
        }
        switch scalar {
        case "d": return classNode(.digit, false)
        case "D": return classNode(.digit, true)
        case "w": return classNode(.word, false)
        case "W": return classNode(.word, true)
        case "s": return classNode(.space, false)
        case "S": return classNode(.space, true)
        case "n": return (.scalar("\n"), "\n")
        case "t": return (.scalar("\t"), "\t")
        case "r": return (.scalar("\r"), "\r")
        case "b", "B":
            if inClass { throw error("'\\\(scalar)' is not allowed in a character class", at: start) }
            return (.wordBoundary(scalar == "b"), nil)
        case "1"..."9": throw error("backreferences are not supported: the regex engine is linear-time", at: start)
        default:
            if RegexCharacterSet.isWord(scalar) { throw error("unsupported escape '\\\(scalar)'", at: start) }
            return (.scalar(scalar), scalar)
        }
    }
}

// MARK: - Compiler

enum RegexInstruction: Hashable, Sendable {
    case scalar(Unicode.Scalar)
    case any
    case set(RegexCharacterSet)
    case split(Int, Int)
    case jump(Int)
    case lineStart, lineEnd
    case wordBoundary(Bool)
    case match
}

/// Emits Thompson-construction instructions, expanding counted repetition.
struct RegexCompiler {
    var program: [RegexInstruction] = []

    mutating func emit(_ node: RegexNode) throws(RegexSyntaxError) {
        guard program.count < SafeRegex.maximumProgramSize else {
            throw RegexSyntaxError(message: "pattern too large after expanding repetitions", offset: 0)
        }
        switch node {
        case .empty: break
        case .scalar(let scalar): program.append(.scalar(scalar))
        case .any: program.append(.any)
        case .set(let set): program.append(.set(set))
        case .lineStart: program.append(.lineStart)
        case .lineEnd: program.append(.lineEnd)
        case .wordBoundary(let positive): program.append(.wordBoundary(positive))
        case .concat(let items):
            for item in items { try emit(item) }
        case .alternation(let branches):
            var jumps: [Int] = []
            for (number, branch) in branches.enumerated() {
                if number < branches.count - 1 {
                    let split = program.count
                    program.append(.split(split + 1, 0))
                    try emit(branch)
                    jumps.append(program.count)
                    program.append(.jump(0))
                    program[split] = .split(split + 1, program.count)
                } else {
                    try emit(branch)
                }
            }
            for jump in jumps { program[jump] = .jump(program.count) }
        case .repetition(let inner, let minimum, let maximum):
            for _ in 0..<minimum { try emit(inner) }
            if let maximum {
                var splits: [Int] = []
                for _ in minimum..<maximum {
                    splits.append(program.count)
                    program.append(.split(0, 0))
                    try emit(inner)
                }
                for split in splits { program[split] = .split(split + 1, program.count) }
            } else {
                let split = program.count
                program.append(.split(split + 1, 0))
                try emit(inner)
                program.append(.jump(split))
                program[split] = .split(split + 1, program.count)
            }
        }
    }
}

// MARK: - Pike VM

/// Simulates all NFA threads in lock step: each position adds at most one thread per instruction.
struct PikeVM {
    let program: [RegexInstruction]
    let text: [Unicode.Scalar]

    func run() -> Bool {
        var current: [Int] = []
        var next: [Int] = []
        var stack: [Int] = []
        var marks = [Int](repeating: -1, count: program.count)
        var generation = 0
        // a pattern that starts with `^` can only match from the first position
        let anchored: Bool
        if case .lineStart? = program.first { anchored = true } else { anchored = false }
        for position in 0...text.count {
            // Unanchored search: a new thread starts at every position.
            if position == 0 || !anchored {
                if addThread(0, at: position, to: &current, marks: &marks, generation: generation, stack: &stack) { return true }
            } else if current.isEmpty {
                return false
            }
            generation += 1
            next.removeAll(keepingCapacity: true)
            guard position < text.count else { break }
            let scalar = text[position]
            for pc in current {
                let advances: Bool
                switch program[pc] {
                case .scalar(let expected): advances = scalar == expected
                case .any: advances = scalar != "\n"
                case .set(let set): advances = set.contains(scalar)
                default: advances = false
                }
                if advances, addThread(pc + 1, at: position + 1, to: &next, marks: &marks, generation: generation, stack: &stack) {
                    return true
                }
            }
            swap(&current, &next)
        }
        return false
    }

    /// Follows jumps, splits and assertions from `start`; true if a `match` is reached.
    /// `stack` is scratch space, kept by the caller so that no thread allocates.
    private func addThread(_ start: Int, at position: Int, to list: inout [Int], marks: inout [Int], generation: Int,
                           stack: inout [Int]) -> Bool {
        stack.removeAll(keepingCapacity: true)
        stack.append(start)
        while let pc = stack.popLast() {
            guard marks[pc] != generation else { continue }
            marks[pc] = generation
            switch program[pc] {
            case .match: return true
            case .jump(let target): stack.append(target)
            case .split(let first, let second):
                stack.append(second)
                stack.append(first)
            case .lineStart: if position == 0 { stack.append(pc + 1) }
            case .lineEnd: if position == text.count { stack.append(pc + 1) }
            case .wordBoundary(let positive):
                let before = position > 0 && RegexCharacterSet.isWord(text[position - 1])
                let after = position < text.count && RegexCharacterSet.isWord(text[position])
                if (before != after) == positive { stack.append(pc + 1) }
            case .scalar, .any, .set:
                list.append(pc)
            }
        }
        return false
    }
}
