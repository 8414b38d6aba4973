// RegexDFA: a deterministic automaton for a SafeRegex program over ASCII text, built once by subset
// construction when the pattern is compiled. Matching then reads one table slot per byte instead of stepping
// every NFA thread. Built only for programs without word boundaries and with few enough states; other
// patterns, and text that is not ASCII, run on the Pike VM. Same answers, same linear time.

struct RegexDFA: Hashable, Sendable {
    /// `transitions[state * 128 + byte]`: the next state, or -1 when no thread survives.
    private let transitions: [Int16]
    /// A state that contains `match`: the search has succeeded.
    private let matched: [Bool]
    /// A state that reaches `match` when the text ends here (through `$`).
    private let matchedAtEnd: [Bool]
    /// Whether threads start only at the first position (every path from the start begins with `^`).
    private let anchored: Bool

    static let maximumStates = 128

    /// Nil when the program uses word boundaries or needs more than `maximumStates` states.
    init?(_ program: [RegexInstruction]) {
        guard !program.contains(where: { if case .wordBoundary = $0 { return true } else { return false } }) else { return nil }
        let start = Self.closure([0], program, atStart: true, atEnd: false)
        let restart = Self.closure([0], program, atStart: false, atEnd: false)
        var states: [[Int]] = [start]
        var numbers: [[Int]: Int] = [start: 0]
        var transitions: [Int16] = []
        var next = 0
        while next < states.count {
            let state = states[next]
            // most bytes step the same threads (often none): each distinct step is closed over once per state
            var targetOfStep: [[Int]: Int16] = [:]
            for byte in 0..<128 {
                let scalar = Unicode.Scalar(UInt8(byte))
                var stepped: [Int] = []
                for pc in state {
                    switch program[pc] {
                    case .scalar(let expected): if scalar == expected { stepped.append(pc + 1) }
                    case .any: if scalar != "\n" { stepped.append(pc + 1) }
                    case .set(let set): if set.contains(scalar) { stepped.append(pc + 1) }
                    case .split, .jump, .lineStart, .lineEnd, .wordBoundary, .match: break
                    }
                }
                if let known = targetOfStep[stepped] {
                    transitions.append(known)
                    continue
                }
                let target = Array(Set(Self.closure(stepped, program, atStart: false, atEnd: false) + restart)).sorted()
                let number: Int16
                if target.isEmpty {
                    number = -1
                } else if let known = numbers[target] {
                    number = Int16(known)
                } else {
                    guard states.count < Self.maximumStates else { return nil }
                    numbers[target] = states.count
                    number = Int16(states.count)
                    states.append(target)
                }
                targetOfStep[stepped] = number
                transitions.append(number)
            }
            next += 1
        }
        self.transitions = transitions
        matched = states.map { $0.contains { program[$0] == .match } }
        matchedAtEnd = states.map { state in Self.closure(state, program, atStart: false, atEnd: true).contains { program[$0] == .match } }
        anchored = restart.isEmpty
    }

    /// The instructions reachable from `pcs` without consuming text: consuming ones, `$` (kept, to be followed at
    /// the end), and `match`. `^` is followed only at the start, `$` only at the end.
    static func closure(_ pcs: [Int], _ program: [RegexInstruction], atStart: Bool, atEnd: Bool) -> [Int] {
        var seen = Set<Int>()
        var result: [Int] = []
        var stack = pcs
        while let pc = stack.popLast() {
            guard seen.insert(pc).inserted else { continue }
            switch program[pc] {
            case .jump(let target): stack.append(target)
            case .split(let first, let second): stack.append(contentsOf: [second, first])
            case .lineStart: if atStart { stack.append(pc + 1) }
            case .lineEnd:
                result.append(pc)
                if atEnd { stack.append(pc + 1) }
            case .scalar, .any, .set, .match, .wordBoundary: result.append(pc)
            }
        }
        return result.sorted()
    }

    /// Whether an anchored search, which most texts fail within their first bytes, is all the DFA runs.
    var isAnchored: Bool { anchored }

    /// Whether some part of `text` matches (with `skippingWhitespace`, of the text without its white space, as type
    /// text is matched: no squeezed copy is made); nil when the text is not ASCII (the caller runs the Pike VM).
    func matches(_ text: String, skippingWhitespace: Bool = false) -> Bool? {
        var state = 0
        if matched[state] { return true }
        for byte in text.utf8 {
            guard byte < 128 else { return nil }
            if skippingWhitespace, Pattern.isASCIIWhitespace(byte) { continue }
            let next = Int(transitions[state * 128 + Int(byte)])
            // no thread survives: an anchored search has failed; another starts again at the next position
            guard next >= 0 else { return anchored ? false : nil }
            state = next
            if matched[state] { return true }
        }
        return matchedAtEnd[state]
    }
}
