// InactiveCode: the lines of a file that no build compiles, the clauses of `#if false` (and `#if 0`, `#elseif false`).
// The declarations there stay in the graph, as swift-syntax reads them, but a check does not report findings on
// these lines: nobody reviews code the compiler never sees. Found from the parser's tokens, while it has them.

import SwiftLexer

public enum InactiveCode {
    /// The 1-based line ranges of every clause whose condition is the literal `false` (or `0`): from its directive's
    /// line to the line of the directive that ends it (`#elseif`, `#else` or `#endif`), in source order. Unterminated
    /// clauses run to the last token's line.
    public static func lines(tokens: UnsafeBufferPointer<Token>, bytes: UnsafeBufferPointer<UInt8>) -> [ClosedRange<Int>] {
        var ranges: [ClosedRange<Int>] = []
        // one entry per open `#if`: the line its current clause started on when that clause is inactive, else nil
        var open: [Int?] = []
        for index in tokens.indices where tokens[index].kind == .poundKeyword {
            let token = tokens[index]
            let line = Int(token.line)
            let kind = directive(token, bytes)
            switch kind {
            case .if:
                open.append(isLiteralFalse(after: index, tokens, bytes) ? line : nil)
            case .elseif, .else:
                guard !open.isEmpty else { continue }
                if let start = open[open.count - 1] { ranges.append(start...line) }
                let inactive = kind == .elseif && isLiteralFalse(after: index, tokens, bytes)
                open[open.count - 1] = inactive ? line : nil
            case .endif:
                guard let clause = open.popLast() else { continue }
                if let start = clause { ranges.append(start...line) }
            case .other:
                continue
            }
        }
        let last = tokens.last.map { Int($0.line) } ?? 1
        for case let start? in open { ranges.append(start...max(start, last)) }
        return ranges.sorted { $0.lowerBound < $1.lowerBound }
    }

    private enum Directive { case `if`, elseif, `else`, endif, other }

    private static func directive(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> Directive {
        switch text(token, bytes) {
        case "#if": return .if
        case "#elseif": return .elseif
        case "#else": return .else
        case "#endif": return .endif
        default: return .other
        }
    }

    /// Whether the condition after the directive at `index` is the one token `false` or `0`, alone on its line.
    private static func isLiteralFalse(after index: Int, _ tokens: UnsafeBufferPointer<Token>, _ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let next = index + 1
        guard next < tokens.count, !tokens[next].isAtStartOfLine else { return false }
        let word = text(tokens[next], bytes)
        guard word == "false" || word == "0" else { return false }
        return next + 1 >= tokens.count || tokens[next + 1].isAtStartOfLine || tokens[next + 1].kind == .endOfFile
    }

    private static func text(_ token: Token, _ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let start = Int(token.start), end = Int(token.end)
        guard start >= 0, start <= end, end <= bytes.count else { return "" }
        return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<end]), as: UTF8.self)
    }
}
