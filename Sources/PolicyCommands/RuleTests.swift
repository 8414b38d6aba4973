// RuleTests: what `policy test` checks. Swift fixtures carry their expectations in comments:
//   // expect: rule-a, rule-b     these rules flag this line (or, alone on its line, the next code line)
//   // ok: rule-a                 this rule must not flag this line (or the next code line)
// A note in parentheses may follow the ids. An id no pack under test has is a failure: a misspelt `ok:` would
// otherwise pass whatever the rule did.
// Every finding must be expected, and every expectation met. Each rule's documented `compliant` example
// must produce none of its findings, and its `violating` example at least one.

import Findings
import PolicyEvaluation
import PolicyLanguage
import SwiftDeclarations
import SwiftLexer
import SymbolGraph

/// An expectation written in a fixture.
struct Expectation: Hashable, Comparable {
    enum Kind: String { case expect, ok }
    var kind: Kind
    var file: String
    /// The line the expectation is about.
    var line: Int
    var rule: String

    static func < (a: Expectation, b: Expectation) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }
}

/// One way a rule test failed.
struct RuleTestFailure: Hashable, Comparable {
    enum Kind: String {
        case missing = "missing finding", unexpected = "unexpected finding", flaggedOK = "flagged though marked ok", example = "example"
        case unknownRule = "unknown rule"
    }
    var kind: Kind
    var file: String
    var line: Int
    var rule: String
    var detail: String

    static func < (a: RuleTestFailure, b: RuleTestFailure) -> Bool { (a.file, a.line, a.rule) < (b.file, b.line, b.rule) }

    var rendered: String { "\(file):\(line): \(kind.rawValue) [\(rule)]\(detail.isEmpty ? "" : " \(detail)")" }
}

enum RuleTests {
    /// The expectations in one fixture's text.
    /// Only comments count, found with the Swift lexer: a `//` inside a string (`load("https://x") // expect: r`)
    /// is not one.
    static func expectations(in text: String, file: String) -> [Expectation] {
        guard text.contains("expect:") || text.contains("ok:") else { return [] }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var result: [Expectation] = []
        for comment in lineComments(in: Array(text.utf8)) {
            let index = comment.line
            let body = String(decoding: comment.text, as: UTF8.self).trimmingCharacters(in: .whitespaces)
            let kind: Expectation.Kind
            let rest: Substring
            if body.hasPrefix("expect:") { kind = .expect; rest = body.dropFirst(7)[...] }
            else if body.hasPrefix("ok:") { kind = .ok; rest = body.dropFirst(3)[...] }
            else { continue }
            let standsAlone = comment.standsAlone
            var target = index + 1
            if standsAlone {
                var next = index + 1
                while next < lines.count, isBlankOrComment(lines[next]) { next += 1 }
                target = next + 1
            }
            // a note in parentheses after the ids (`// ok: rule-a (handed in by the parent)`) is not an id
            let ids = rest.prefix { $0 != "(" }
            for rule in ids.split(whereSeparator: { $0 == "," || $0 == " " }) where !rule.isEmpty {
                result.append(Expectation(kind: kind, file: file, line: target, rule: String(rule)))
            }
        }
        return result
    }

    /// The `//` comments of Swift text: each one's 0-based line, its text after `//`, and whether only white space
    /// precedes it on its line. Comments lie between the lexer's tokens (a string's text is a token).
    static func lineComments(in bytes: [UInt8]) -> [(line: Int, text: ArraySlice<UInt8>, standsAlone: Bool)] {
        let slash = UInt8(ascii: "/"), star = UInt8(ascii: "*"), newline = UInt8(ascii: "\n")
        var comments: [(line: Int, text: ArraySlice<UInt8>, standsAlone: Bool)] = []
        var line = 0
        var lineStart = 0
        var position = 0
        /// Counts the lines of `bytes[position..<end]`, which holds no comment.
        func skip(to end: Int) {
            while position < end {
                if bytes[position] == newline { line += 1; lineStart = position + 1 }
                position += 1
            }
        }
        // each token's range, and an empty one at the end for the text after the last token
        let ranges = Lexer.tokenize(bytes).tokens.map { (Int($0.start), Int($0.end)) } + [(bytes.count, bytes.count)]
        for (start, stop) in ranges {
            let gapEnd = min(start, bytes.count)
            while position < gapEnd {
                let byte = bytes[position]
                if byte == slash, position + 1 < gapEnd, bytes[position + 1] == slash {
                    var end = position + 2
                    while end < gapEnd, bytes[end] != newline { end += 1 }
                    let alone = bytes[lineStart..<position].allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                    comments.append((line, bytes[(position + 2)..<end], alone))
                    position = end
                } else if byte == slash, position + 1 < gapEnd, bytes[position + 1] == star {
                    // a block comment (nested ones nest): its lines are counted, its text is not a line comment
                    var depth = 0
                    while position < gapEnd {
                        if bytes[position] == slash, position + 1 < gapEnd, bytes[position + 1] == star {
                            depth += 1
                            position += 2
                        } else if bytes[position] == star, position + 1 < gapEnd, bytes[position + 1] == slash {
                            depth -= 1
                            position += 2
                            if depth == 0 { break }
                        } else {
                            skip(to: position + 1)
                        }
                    }
                } else {
                    skip(to: position + 1)
                }
            }
            skip(to: max(position, min(stop, bytes.count)))
        }
        return comments
    }

    static func isBlankOrComment(_ line: Substring) -> Bool {
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        return trimmed.isEmpty || trimmed.hasPrefix("//")
    }

    /// Compares findings with the fixtures' expectations. Findings of rules not in `rules` are ignored
    /// (a pack's test checks its own rules).
    static func compare(findings: [Finding], expectations: [Expectation]) -> [RuleTestFailure] {
        var failures: [RuleTestFailure] = []
        let expected = Set(expectations.filter { $0.kind == .expect }.map { Key(file: $0.file, line: $0.line, rule: $0.rule) })
        let okays = Set(expectations.filter { $0.kind == .ok }.map { Key(file: $0.file, line: $0.line, rule: $0.rule) })
        var found = Set<Key>()
        for finding in findings {
            let key = Key(file: finding.location.file, line: finding.location.line, rule: finding.rule)
            found.insert(key)
            if okays.contains(key) {
                failures.append(RuleTestFailure(kind: .flaggedOK, file: key.file, line: key.line, rule: key.rule, detail: finding.message))
            } else if !expected.contains(key) {
                failures.append(RuleTestFailure(kind: .unexpected, file: key.file, line: key.line, rule: key.rule, detail: finding.message))
            }
        }
        for key in expected where !found.contains(key) {
            failures.append(RuleTestFailure(kind: .missing, file: key.file, line: key.line, rule: key.rule, detail: ""))
        }
        return Array(Set(failures)).sorted()
    }

    struct Key: Hashable {
        var file: String
        var line: Int
        var rule: String
    }

    /// Expectations naming a rule the packs under test do not have: a misspelt `// ok: rule` would pass whatever
    /// the rule did, so it is a failure, with the nearest known id. `known` holds every rule id, bare and as
    /// `pack/rule`.
    static func unknownRules(in expectations: [Expectation], known: Set<String>) -> [RuleTestFailure] {
        expectations.filter { !known.contains($0.rule) }.map { expectation in
            let near = Suggestion.closest(to: expectation.rule, among: Array(known))
            return RuleTestFailure(kind: .unknownRule, file: expectation.file, line: expectation.line, rule: expectation.rule,
                                   detail: "no rule of this id is tested here" + (near.map { "; did you mean '\($0)'?" } ?? ""))
        }
    }

    /// `--- expected` / `+++ actual` lines, one per (file, line, rule), for a failing test.
    static func diff(findings: [Finding], expectations: [Expectation]) -> String {
        let expected = Set(expectations.filter { $0.kind == .expect }.map { "\($0.file):\($0.line) \($0.rule)" })
        let actual = Set(findings.map { "\($0.location.file):\($0.location.line) \($0.rule)" })
        let all = expected.union(actual).sorted { a, b in
            let (fa, la) = split(a), (fb, lb) = split(b)
            return (fa, la, a) < (fb, lb, b)
        }
        var lines = ["--- expected", "+++ actual"]
        for entry in all {
            switch (expected.contains(entry), actual.contains(entry)) {
            case (true, true): lines.append("  \(entry)")
            case (true, false): lines.append("- \(entry)")
            case (false, true): lines.append("+ \(entry)")
            case (false, false): break
            }
        }
        return lines.joined(separator: "\n")
    }

    static func split(_ entry: String) -> (String, Int) {
        let location = entry.split(separator: " ").first.map(String.init) ?? entry
        let parts = location.split(separator: ":")
        return (parts.first.map(String.init) ?? "", parts.count > 1 ? Int(parts[1]) ?? 0 : 0)
    }

    // MARK: Documented examples

    /// Each rule's `compliant` example must not produce its findings; its `violating` example must.
    static func checkExamples(_ policy: CheckedPolicy, sources: [String: String]) -> [RuleTestFailure] {
        var failures: [RuleTestFailure] = []
        for rule in policy.rules {
            for (example, shouldFlag) in [(rule.rule.compliant, false), (rule.rule.violating, true)] {
                guard let example else { continue }
                let file = example.path ?? "\(rule.id).\(shouldFlag ? "violating" : "compliant").swift"
                let graph = GraphBuilder.link([SwiftFileParser.parse(source: Array(example.text.utf8), path: file)])
                var single = policy
                single.rules = [rule]
                // the example exists only here: code patterns read its text from it
                let findings = Evaluator(policy: single, graph: graph, sources: sources, sourceText: .texts([file: example.text]))
                    .evaluate().findings
                if shouldFlag && findings.isEmpty {
                    failures.append(RuleTestFailure(kind: .example, file: example.span.file, line: example.span.line, rule: rule.id,
                                                    detail: "the violating example produces no finding"))
                } else if !shouldFlag, let first = findings.first {
                    failures.append(RuleTestFailure(kind: .example, file: example.span.file, line: example.span.line, rule: rule.id,
                                                    detail: "the compliant example is flagged: \(first.message)"))
                }
            }
        }
        return failures
    }
}
