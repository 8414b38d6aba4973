// Suppressions: inline comments in Swift files that silence findings, each naming rule ids and a reason.
//   // policy:disable-next-line rule-a, rule-b -- reason     the next line
//   let x = y!  // policy:disable-line force-unwrap -- reason  this line
//   // policy:disable rule-a -- reason  …  // policy:enable rule-a   a region (to the end of file if not enabled)
// `all` names every rule. A suppression without a reason is itself reported; unused ones can be listed.

import Dispatch
import Findings
import Foundation
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
            && (rules.contains("all") || rules.contains(finding.rule))
    }
}

public enum Suppressions {
    public static let missingReasonRule = "suppression-without-reason"
    public static let unusedRule = "unused-suppression"

    /// The suppressions of every file, read on `jobs` threads, in the order of `paths`. A file is decoded and
    /// scanned only when its bytes contain `policy:`; an unreadable file has none.
    public static func scan(paths: [String], jobs: Int) -> [Suppression] {
        let results = Slots<[Suppression]>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: max(1, min(jobs, paths.count))) { _ in
            while let index = results.claim() {
                guard let data = FileManager.default.contents(atPath: paths[index]), contains(data, marker) else {
                    results.store([], at: index)
                    continue
                }
                results.store(scan(String(decoding: data, as: UTF8.self), file: paths[index]), at: index)
            }
        }
        return results.takeAll().flatMap { $0 ?? [] }
    }

    static let marker = Array("policy:".utf8)

    /// Whether `bytes` occur in `data`: the first byte found with `firstIndex`, then the rest compared.
    static func contains(_ data: Data, _ bytes: [UInt8]) -> Bool {
        guard let first = bytes.first else { return true }
        return data.withUnsafeBytes { (buffer: UnsafeRawBufferPointer) -> Bool in
            var start = buffer.startIndex
            while let found = buffer[start...].firstIndex(of: first) {
                if buffer.count - found >= bytes.count, buffer[found..<(found + bytes.count)].elementsEqual(bytes) { return true }
                start = found + 1
            }
            return false
        }
    }

    /// The directives in one file's text.
    public static func scan(_ text: String, file: String) -> [Suppression] {
        guard text.utf8.count >= 7, text.contains("policy:") else { return [] }
        var result: [Suppression] = []
        var open: [String: (line: Int, column: Int, reason: String?)] = [:]
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            let lineNumber = index + 1
            guard let directive = directive(in: Substring(rawLine)) else { continue }
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
                                      reason: start.reason, lines: start.line...max(start.line, lines.count)))
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
        guard let marker = line.range(of: "policy:") else { return nil }
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
        var byFile: [String: [Int]] = [:]
        for (i, s) in suppressions.enumerated() { byFile[s.file, default: []].append(i) }
        var used = Set<Int>()
        var kept: [Finding] = []
        for finding in findings {
            let matching = (byFile[finding.location.file] ?? []).filter { suppressions[$0].covers(finding) }
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
