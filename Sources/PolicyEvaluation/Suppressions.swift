// Suppressions: inline comments in Swift files that silence findings, each naming rule ids and a reason.
//   // policy:disable-next-line rule-a, rule-b -- reason     the next line
//   let x = y!  // policy:disable-line force-unwrap -- reason  this line
//   // policy:disable rule-a -- reason  …  // policy:enable rule-a   a region (to the end of file if not enabled)
// `all` names every rule. A suppression without a reason is itself reported; unused ones can be listed.

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

    func covers(_ finding: Finding) -> Bool {
        finding.location.file == file && lines.contains(finding.location.line)
            && (rules.contains("all") || rules.contains(where: finding.isNamed))
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
        var open: [String: (line: Int, column: Int, reason: String?)] = [:]
        for line in lines {
            let lineNumber = line.number
            guard let directive = directive(in: Substring(line.text)) else { continue }
            switch directive.verb {
            case "disable-line", "disable-next-line":
                let target = directive.verb == "disable-line" ? lineNumber : lineNumber + 1
                result.append(Suppression(file: file, line: lineNumber, column: directive.column,
                                          scope: directive.verb == "disable-line" ? .line : .nextLine,
                                          rules: directive.rules, reason: directive.reason, lines: target...target))
            case "disable":
                for rule in directive.rules { open[rule] = (lineNumber, directive.column, directive.reason) }
            case "enable":
                for rule in directive.rules {
                    guard let start = open.removeValue(forKey: rule) else { continue }
                    result.append(Suppression(file: file, line: start.line, column: start.column, scope: .region, rules: [rule],
                                              reason: start.reason, lines: start.line...lineNumber))
                }
            default:
                continue
            }
        }
        for (rule, start) in open.sorted(by: { $0.key < $1.key }) {
            result.append(Suppression(file: file, line: start.line, column: start.column, scope: .region, rules: [rule],
                                      reason: start.reason, lines: start.line...max(start.line, lineCount)))
        }
        return result.sorted { ($0.line, $0.rules.joined(separator: ",")) < ($1.line, $1.rules.joined(separator: ",")) }
    }

    struct Directive {
        var verb: String
        var rules: [String]
        var reason: String?
        var column: Int
    }

    /// `policy:VERB ids -- reason` inside a `//` or `/*` comment on the line.
    static func directive(in line: Substring) -> Directive? {
        guard let marker = line.range(of: DirectiveLines.marker) else { return nil }
        let before = line[..<marker.lowerBound]
        // the comment opener nearest the marker, so `"http://…" // policy:…` finds the comment, not the string
        guard let commentStart = before.range(of: "//", options: .backwards) ?? before.range(of: "/*", options: .backwards),
              !insideStringLiteral(before[..<commentStart.lowerBound]) else { return nil }
        guard before[commentStart.upperBound...].allSatisfy({ $0 == " " || $0 == "\t" || $0 == "/" || $0 == "*" }) else { return nil }
        var rest = line[marker.upperBound...]
        if let close = rest.range(of: "*/") { rest = rest[..<close.lowerBound] }
        var reason: String?
        if let separator = rest.range(of: "--") {
            let text = rest[separator.upperBound...].trimmingCharacters(in: .whitespaces)
            reason = text.isEmpty ? nil : text
            rest = rest[..<separator.lowerBound]
        }
        let words = rest.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\t" || $0 == "\r" }).map(String.init)
        guard let verb = words.first, ["disable", "enable", "disable-line", "disable-next-line"].contains(verb) else { return nil }
        let opener = before[..<commentStart.lowerBound].reversed().prefix { $0 == "/" }.count
        let column = line[..<commentStart.lowerBound].utf8.count - opener + 1
        return Directive(verb: verb, rules: words.count > 1 ? Array(words.dropFirst()) : ["all"], reason: reason, column: column)
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
    public static func apply(_ suppressions: [Suppression], to findings: [Finding]) -> (kept: [Finding], problems: [Finding], unused: [Suppression]) {
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
            let matching = ofFile.filter { suppressions[$0].covers(finding) }
            if matching.isEmpty { kept.append(finding) } else { used.formUnion(matching) }
        }
        let problems = suppressions.filter { $0.reason == nil }.map { s in
            Finding(rule: missingReasonRule, severity: .warning,
                    message: "suppression of \(s.rules.joined(separator: ", ")) has no reason: add '-- why' after the rule ids",
                    location: SourceLocation(file: s.file, line: s.line, column: s.column))
        }
        let unused = suppressions.enumerated().filter { !used.contains($0.offset) }.map(\.element)
        return (kept, problems, unused)
    }

    public static func unusedFinding(_ s: Suppression) -> Finding {
        Finding(rule: unusedRule, severity: .info,
                message: "\(s.scope.rawValue) of \(s.rules.joined(separator: ", ")) suppresses nothing: remove it",
                location: SourceLocation(file: s.file, line: s.line, column: s.column))
    }
}
