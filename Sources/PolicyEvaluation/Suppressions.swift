// Suppressions: inline comments in Swift files that silence findings, each naming rule ids and a reason.
//   // policy:disable-next-line rule-a, rule-b -- reason     the next line
//   let x = y!  // policy:disable-line force-unwrap -- reason  this line
//   // policy:disable rule-a -- reason  …  // policy:enable rule-a   a region (to the end of file if not enabled)
// `all` names every rule. A suppression without a reason is itself reported; unused ones can be listed.
// SwiftLint's own comments (`// swiftlint:disable line_length`, `disable:next`, `disable:this`, `disable:previous`,
// `enable`) silence the rules that name the SwiftLint rule they are (`swiftlint line_length` in a rule; `all` every
// such rule): a project that uses both keeps one set of comments. They are SwiftLint's, so they need no reason and
// are not listed as unused.

import Findings
import Foundation
import SwiftDeclarations
import SymbolGraph

public struct Suppression: Sendable, Hashable {
    public enum Scope: String, Sendable, Hashable {
        case line = "disable-line"
        case nextLine = "disable-next-line"
        case region = "disable"
    }

    public var file: String
    /// Where the comment is.
    public var line: Int
    public var column: Int
    public var scope: Scope
    public var rules: [String]
    public var reason: String?
    /// The lines it covers.
    public var lines: ClosedRange<Int>
    /// A SwiftLint directive: `rules` are SwiftLint rule identifiers.
    public var isSwiftLint = false

    /// Whether it silences `finding`, whose rule is the SwiftLint rules `swiftLintNames` names (by the finding's
    /// qualified rule) when it is any.
    func covers(_ finding: Finding, swiftLintNames: [String: [String]]) -> Bool {
        guard finding.location.file == file, lines.contains(finding.location.line) else { return false }
        guard isSwiftLint else { return rules.contains("all") || rules.contains(where: finding.isNamed) }
        guard let names = swiftLintNames[finding.qualifiedRule] else { return false }
        return rules.contains("all") || rules.contains(where: names.contains)
    }
}

public enum Suppressions {
    public static let missingReasonRule = "suppression-without-reason"
    public static let unusedRule = "unused-suppression"

    /// The suppressions of every file of a graph, in file order, from the directive lines its parser kept (no
    /// file is read again).
    public static func scan(_ files: [SourceFile]) -> [Suppression] {
        files.flatMap { scan(lines: $0.directiveLines, lineCount: $0.lineCount, file: $0.path) }
    }

    /// The directives in one file's text.
    public static func scan(_ text: String, file: String) -> [Suppression] {
        let found = DirectiveLines.find(in: text)
        return scan(lines: found.lines, lineCount: found.lineCount, file: file)
    }

    /// The directives in the lines of a file holding the marker (`DirectiveLines`), in order; `lineCount` ends the
    /// regions never enabled again.
    static func scan(lines: [SourceLine], lineCount: Int, file: String) -> [Suppression] {
        guard !lines.isEmpty else { return [] }
        var result: [Suppression] = []
        // SwiftLint's regions are apart from ours: `swiftlint:enable x` ends `swiftlint:disable x` only
        var open: [OpenRegion: (line: Int, column: Int, reason: String?)] = [:]
        for line in lines {
            let lineNumber = line.number
            let text = Substring(line.text)
            for directive in [swiftLintDirective(in: text), directive(in: text)].compactMap({ $0 }) {
                switch directive.verb {
                case "disable-line", "disable-next-line", "disable-previous-line":
                    let offset = directive.verb == "disable-next-line" ? 1 : directive.verb == "disable-previous-line" ? -1 : 0
                    let target = max(1, lineNumber + offset)
                    result.append(Suppression(file: file, line: lineNumber, column: directive.column,
                                              scope: offset == 1 ? .nextLine : .line, rules: directive.rules,
                                              reason: directive.reason, lines: target...target, isSwiftLint: directive.isSwiftLint))
                case "disable":
                    for rule in directive.rules {
                        open[OpenRegion(rule: rule, isSwiftLint: directive.isSwiftLint)] = (lineNumber, directive.column, directive.reason)
                    }
                case "enable":
                    for rule in directive.rules {
                        let key = OpenRegion(rule: rule, isSwiftLint: directive.isSwiftLint)
                        guard let start = open.removeValue(forKey: key) else { continue }
                        result.append(Suppression(file: file, line: start.line, column: start.column, scope: .region, rules: [rule],
                                                  reason: start.reason, lines: start.line...lineNumber, isSwiftLint: key.isSwiftLint))
                    }
                default:
                    continue
                }
            }
        }
        for (key, start) in open.sorted(by: { ($0.key.isSwiftLint ? 1 : 0, $0.key.rule) < ($1.key.isSwiftLint ? 1 : 0, $1.key.rule) }) {
            result.append(Suppression(file: file, line: start.line, column: start.column, scope: .region, rules: [key.rule],
                                      reason: start.reason, lines: start.line...max(start.line, lineCount), isSwiftLint: key.isSwiftLint))
        }
        return result.sorted { ($0.line, $0.rules.joined(separator: ",")) < ($1.line, $1.rules.joined(separator: ",")) }
    }

    private struct OpenRegion: Hashable {
        var rule: String
        var isSwiftLint: Bool
    }

    /// A directive of either kind in our vocabulary: SwiftLint's `disable:this`, `disable:next` and
    /// `disable:previous` read as `disable-line`, `disable-next-line` and `disable-previous-line`.
    struct Directive {
        var verb: String
        var rules: [String]
        var reason: String?
        var column: Int
        var isSwiftLint = false
    }

    /// The text after `marker` when it opens a `//` or `/*` comment on the line (up to a closing `*/`), and the
    /// comment's column; nil when the marker is not at a comment's start or sits in a string.
    static func comment(after marker: String, in line: Substring) -> (rest: Substring, column: Int)? {
        guard let found = line.range(of: marker) else { return nil }
        let before = line[..<found.lowerBound]
        // the comment opener nearest the marker, so `"http://…" // policy:…` finds the comment, not the string
        guard let commentStart = before.range(of: "//", options: .backwards) ?? before.range(of: "/*", options: .backwards),
              !insideStringLiteral(before[..<commentStart.lowerBound]),
              before[commentStart.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "/" || $0 == "*" }) else { return nil }
        var rest = line[found.upperBound...]
        if let close = rest.range(of: "*/") { rest = rest[..<close.lowerBound] }
        let opener = before[..<commentStart.lowerBound].reversed().prefix { $0 == "/" }.count
        return (rest, line[..<commentStart.lowerBound].utf8.count - opener + 1)
    }

    /// `policy:VERB ids -- reason` inside a `//` or `/*` comment on the line.
    static func directive(in line: Substring) -> Directive? {
        guard let found = comment(after: DirectiveLines.marker, in: line) else { return nil }
        var rest = found.rest
        let column = found.column
        var reason: String?
        if let separator = rest.range(of: "--") {
            let text = rest[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            reason = text.isEmpty ? nil : text
            rest = rest[..<separator.lowerBound]
        }
        let words = directiveWords(rest)
        guard let verb = words.first, ["disable", "enable", "disable-line", "disable-next-line"].contains(verb) else { return nil }
        return Directive(verb: verb, rules: words.count > 1 ? Array(words.dropFirst()) : ["all"], reason: reason, column: column)
    }

    /// `swiftlint:VERB ids` inside a `//` or `/*` comment on the line (SwiftLint's syntax: the verb and its modifier
    /// joined by `:`, ids separated by spaces, `all` for every rule).
    static func swiftLintDirective(in line: Substring) -> Directive? {
        guard let (rest, column) = comment(after: DirectiveLines.swiftLintMarker, in: line) else { return nil }
        let words = directiveWords(rest)
        let verbs = ["disable": "disable", "enable": "enable", "disable:this": "disable-line", "disable:next": "disable-next-line",
                     "disable:previous": "disable-previous-line"]
        guard let first = words.first, let verb = verbs[first], words.count > 1 else { return nil }
        return Directive(verb: verb, rules: Array(words.dropFirst()), reason: nil, column: column, isSwiftLint: true)
    }

    /// A directive's words: separated by spaces, tabs or commas (ours list ids with commas, SwiftLint's with spaces).
    private static func directiveWords(_ text: Substring) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }).map(String.init)
    }

    /// Whether a line's text up to a `//` leaves a string literal open (an odd number of unescaped quotes):
    /// `"// policy:disable"` in a string is not a comment.
    static func insideStringLiteral(_ text: Substring) -> Bool {
        var quotes = 0
        var escaped = false
        for character in text {
            if escaped { escaped = false; continue }
            if character == "\\" { escaped = true } else if character == "\"" { quotes += 1 }
        }
        return quotes % 2 == 1
    }

    /// Findings with the suppressed ones removed, findings for suppressions lacking a reason, and the unused suppressions.
    /// `swiftLintNames`: for each rule (qualified id) that names SwiftLint rules, those names (`RuleDescriptor.swiftLintRules`).
    public static func apply(_ suppressions: [Suppression], to findings: [Finding], swiftLintNames: [String: [String]] = [:])
        -> (kept: [Finding], problems: [Finding], unused: [Suppression]) {
        guard !suppressions.isEmpty else { return (findings, [], []) }
        var byFile: [String: [Int]] = [:]
        for (i, s) in suppressions.enumerated() { byFile[s.file, default: []].append(i) }
        var used = Set<Int>()
        var kept: [Finding] = []
        kept.reserveCapacity(findings.count)
        // findings come grouped by file (report order): a file's suppressions are looked up once per run of them
        var file: String?
        var ofFile: [Int] = []
        for finding in findings {
            if finding.location.file != file {
                file = finding.location.file
                ofFile = byFile[finding.location.file] ?? []
            }
            let matching = ofFile.filter { suppressions[$0].covers(finding, swiftLintNames: swiftLintNames) }
            if matching.isEmpty { kept.append(finding) } else { used.formUnion(matching) }
        }
        let problems = suppressions.filter { $0.reason == nil && !$0.isSwiftLint }.map { s in
            Finding(rule: missingReasonRule, severity: .warning,
                    message: "suppression of \(s.rules.joined(separator: ", ")) has no reason: add '-- why' after the rule ids",
                    location: SourceLocation(file: s.file, line: s.line, column: s.column))
        }
        let unused = suppressions.enumerated().filter { !used.contains($0.offset) && !$0.element.isSwiftLint }.map(\.element)
        return (kept, problems, unused)
    }

    /// For `apply`: each rule that names SwiftLint rules, by qualified id.
    public static func swiftLintNames(_ rules: [RuleDescriptor]) -> [String: [String]] {
        var names: [String: [String]] = [:]
        for rule in rules { if let swiftLint = rule.swiftLintRules { names[rule.qualifiedID] = swiftLint } }
        return names
    }

    public static func unusedFinding(_ s: Suppression) -> Finding {
        Finding(rule: unusedRule, severity: .info,
                message: "\(s.scope.rawValue) of \(s.rules.joined(separator: ", ")) suppresses nothing: remove it",
                location: SourceLocation(file: s.file, line: s.line, column: s.column))
    }
}
