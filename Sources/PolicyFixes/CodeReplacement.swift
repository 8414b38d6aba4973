// CodeReplacement: `fix replace with \`T\``: a match of a rule's code pattern becomes the template with what the
// match bound, and an edited file is parsed again so that a fix never writes code that no longer parses.

import SwiftCode
import SwiftPatterns

public enum CodeReplacement {
    /// The edit that replaces the bytes `match` of `source` with `template`, each metavariable filled with the bytes
    /// `bindings` gives for it; nil when the match or a binding is outside the file or a metavariable is unbound.
    public static func edit(_ template: CodeTemplate, match: Range<Int>, bindings: [String: Range<Int>],
                            in source: FixableSource) -> TextEdit? {
        let bytes = source.bytes
        guard match.lowerBound >= 0, match.upperBound <= bytes.count else { return nil }
        // the indentation of the line the match starts on, for the template's later lines
        var lineStart = match.lowerBound
        while lineStart > 0, bytes[lineStart - 1] != 0x0A, bytes[lineStart - 1] != 0x0D { lineStart -= 1 }
        var indentEnd = lineStart
        while indentEnd < match.lowerBound, bytes[indentEnd] == 0x20 || bytes[indentEnd] == 0x09 { indentEnd += 1 }
        let replacement = template.instantiated(indentation: Array(bytes[lineStart..<indentEnd])) { name in
            guard let range = bindings[name], range.lowerBound >= 0, range.upperBound <= bytes.count else { return nil }
            return Array(bytes[range])
        }
        guard let replacement else { return nil }
        let old = String(decoding: bytes[match], as: UTF8.self)
        let new = String(decoding: replacement, as: UTF8.self)
        return TextEdit(range: match, replacement: new, summary: "replace `\(shortened(old))` with `\(shortened(new))`")
    }

    /// Code as one short line for a summary: white space runs as one space, at most 60 characters.
    static func shortened(_ code: String) -> String {
        let words = code.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\n" || $0 == "\r" }).joined(separator: " ")
        return words.count <= 60 ? words : String(words.prefix(59)) + "…"
    }

    /// The parse problems `new` has that `old` did not (compared by message, each counted as often as it occurs):
    /// a fix that leaves any is not written.
    public static func newParseProblems(old: [UInt8], new: [UInt8]) -> [CodeProblem] {
        var before: [String: Int] = [:]
        for problem in CodeParser.parseFile(old).problems { before[problem.message, default: 0] += 1 }
        return CodeParser.parseFile(new).problems.filter { problem in
            guard let count = before[problem.message], count > 0 else { return true }
            before[problem.message] = count - 1
            return false
        }
    }
}
