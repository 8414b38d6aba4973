// CodeTemplate: the Swift text a `fix replace with \`…\`` puts in place of a match, in which `$NAME` and `$$$NAME`
// stand for the text the pattern's metavariables bound. Metavariables are found as patterns find them (tokens of
// the Swift lexer, so `$0` and a `$X` inside a string literal are Swift), and bound text goes in verbatim.

import SwiftLexer

public struct CodeTemplate: Sendable, Hashable {
    /// One metavariable written in the template: its name (`S` for `$S` and `$$$S`; `_` for `$_`, empty for a bare
    /// `$$$`) and its bytes in the template text.
    public struct Use: Sendable, Hashable {
        public var name: String
        public var range: Range<Int>

        /// `$_` and `$$$` bind nothing, so a template has nothing to put there.
        public var isAnonymous: Bool { name.isEmpty || name == "_" }
    }

    public let text: String
    /// The metavariables in the order written.
    public let uses: [Use]

    public init(_ text: String) {
        self.text = text
        let bytes = Array(text.utf8)
        var uses: [Use] = []
        for token in Lexer.tokenize(bytes).tokens where token.kind == .dollarIdentifier {
            let range = Int(token.start)..<Int(token.end)
            switch MetaToken.classify(Substring(String(decoding: bytes[range], as: UTF8.self))) {
            case .single(let name), .sequence(let name): uses.append(Use(name: name, range: range))
            case .literal: continue
            }
        }
        self.uses = uses
    }

    /// The template with each metavariable replaced by `bound(name)`, verbatim (a multi-line binding keeps its own
    /// line breaks and indentation). A template written over several lines is re-indented: the least indentation of
    /// its later lines is removed from each of them and `indentation` (that of the line the match starts on) is put
    /// in its place, so the replacement sits in the file as the template sits in the policy. Nil when a
    /// metavariable is unbound (the checker rejects such templates).
    public func instantiated(indentation: [UInt8], bound: (String) -> [UInt8]?) -> [UInt8]? {
        let bytes = Array(text.utf8)
        func isBlank(_ byte: UInt8) -> Bool { byte == 0x20 || byte == 0x09 }
        func isBreak(_ byte: UInt8) -> Bool { byte == 0x0A || byte == 0x0D }
        // the least indentation of the later lines that hold anything
        var common: Int?
        var index = 0
        while let newline = bytes[index...].firstIndex(of: 0x0A) {
            var end = newline + 1
            while end < bytes.count, isBlank(bytes[end]) { end += 1 }
            if end < bytes.count, !isBreak(bytes[end]) { common = min(common ?? Int.max, end - newline - 1) }
            index = newline + 1
        }
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count)
        var nextUse = 0
        index = 0
        while index < bytes.count {
            if nextUse < uses.count, uses[nextUse].range.lowerBound == index {
                guard let text = bound(uses[nextUse].name) else { return nil }
                result += text
                index = uses[nextUse].range.upperBound
                nextUse += 1
                continue
            }
            let byte = bytes[index]
            result.append(byte)
            index += 1
            guard byte == 0x0A else { continue }
            var lineEnd = index
            while lineEnd < bytes.count, isBlank(bytes[lineEnd]) { lineEnd += 1 }
            if lineEnd == bytes.count || isBreak(bytes[lineEnd]) {
                // a blank line gets no indentation (no trailing white space)
                index = lineEnd
                continue
            }
            index += min(common ?? 0, lineEnd - index)
            result += indentation
        }
        return result
    }
}
