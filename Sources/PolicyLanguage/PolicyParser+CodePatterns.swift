// PolicyParser (code patterns): a `` `Swift code` `` operand, compiled with SwiftPatterns as it is read so that a
// pattern that does not parse (or parses to nothing) is reported at its line and column inside the policy file.

import Foundation
import SwiftPatterns

extension PolicyParser {
    /// A backticked code pattern after `word`. A pattern that does not compile is reported (at the place inside the
    /// backticks) and kept: the policy then has an error, so it is never evaluated.
    mutating func parseCodePattern(after word: String) throws(ParseAbort) -> CodePatternLiteral {
        guard current.kind == .codePattern else {
            throw fail("expected a code pattern in backticks after '\(word)' (such as `DispatchQueue.main.async { $$$ }`), found \(describe(current))")
        }
        let token = advance()
        let literal = CodePatternLiteral(text: String(token.text.dropFirst().dropLast(token.lexicalError == nil ? 1 : 0)), span: token.span)
        // an unterminated pattern is already reported by the lexer
        guard token.lexicalError == nil else { return literal }
        do {
            _ = try CodePattern.compile(literal.text)
        } catch let error as PatternError {
            let start = token.span.offset + 1
            let offset = start + Self.offset(ofLine: error.line, column: error.column, in: literal.text)
            let message = relocated(error.message, patternText: literal.text, patternStart: start)
            diagnostics.append(.error("invalid code pattern: \(message)", at: source.span(offset: offset, length: 1), in: source))
        } catch {
            diagnostics.append(.error("invalid code pattern: \(error)", at: token.span, in: source))
        }
        return literal
    }

    /// `… the one at 1:6` (a place inside the pattern) as the place in the policy file (`… the one at 3:28`).
    func relocated(_ message: String, patternText: String, patternStart: Int) -> String {
        guard let range = message.range(of: #"at (\d+):(\d+)"#, options: .regularExpression) else { return message }
        let numbers = message[range].dropFirst(3).split(separator: ":").compactMap { Int($0) }
        guard numbers.count == 2 else { return message }
        let place = source.span(offset: patternStart + Self.offset(ofLine: numbers[0], column: numbers[1], in: patternText), length: 1)
        return message.replacingCharacters(in: range, with: "at \(place.line):\(place.column)")
    }

    /// The byte offset in `text` of a 1-based line and UTF-8 column (clamped to the text).
    static func offset(ofLine line: Int, column: Int, in text: String) -> Int {
        let bytes = Array(text.utf8)
        var lineStart = 0
        var currentLine = 1
        while currentLine < line, let newline = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) {
            lineStart = newline + 1
            currentLine += 1
        }
        return min(lineStart + max(0, column - 1), bytes.count)
    }
}
