// Baseline: findings recorded so that adopting a policy on a legacy codebase reports only new ones.
// Entries are keyed by rule, symbol (the file for file-level findings) and the message with numbers
// normalised — never by line — so edits elsewhere do not churn the file. Sorted text, one entry a line.

import Findings
import Foundation

struct BaselineEntry: Hashable, Comparable {
    var rule: String
    var subject: String
    var message: String
    /// Where the entry stands in the baseline file (for stale-entry reports).
    var lineNumber = 0

    init(rule: String, subject: String, message: String, lineNumber: Int = 0) {
        self.rule = rule
        self.subject = subject
        self.message = message
        self.lineNumber = lineNumber
    }

    init(_ finding: Finding) {
        self.init(rule: finding.rule, subject: finding.symbol ?? finding.location.file, message: Self.normalize(finding.message))
    }

    /// The entry's text: `rule | subject | message`.
    var line: String { "\(rule) | \(subject) | \(message)" }

    var key: String { line }

    static func == (a: BaselineEntry, b: BaselineEntry) -> Bool { a.key == b.key }
    func hash(into hasher: inout Hasher) { hasher.combine(key) }
    static func < (a: BaselineEntry, b: BaselineEntry) -> Bool { a.key < b.key }

    /// Runs of digits become `#` and white space is collapsed, so counts and line numbers in messages don't churn.
    static func normalize(_ message: String) -> String {
        var out = ""
        var lastWasDigit = false, lastWasSpace = false
        for scalar in message.unicodeScalars {
            if CharacterSet.decimalDigits.contains(scalar) {
                if !lastWasDigit { out += "#" }
                lastWasDigit = true
                lastWasSpace = false
            } else if scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" || scalar == "|" {
                if !lastWasSpace { out += " " }
                lastWasSpace = true
                lastWasDigit = false
            } else {
                out.unicodeScalars.append(scalar)
                lastWasDigit = false
                lastWasSpace = false
            }
        }
        return out.trimmingCharacters(in: .whitespaces)
    }
}

struct Baseline {
    static let staleRule = "stale-baseline-entry"
    static let header = "# policy baseline: rule | symbol | message. Regenerate with: policy check --write-baseline FILE"

    var entries: [BaselineEntry]

    init(findings: [Finding]) {
        entries = findings.filter { $0.rule != Self.staleRule }.map(BaselineEntry.init).sorted()
    }

    init(entries: [BaselineEntry]) { self.entries = entries }

    func write(to path: String) throws {
        try AtomicFile.write(([Self.header] + entries.map(\.line)).joined(separator: "\n") + "\n", to: path)
    }

    static func read(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read baseline \(path)", exitCode: .failure)
        }
        var entries: [BaselineEntry] = []
        for (index, raw) in String(decoding: data, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.components(separatedBy: " | ")
            guard parts.count >= 3 else {
                throw UsageError("\(path):\(index + 1):1: error: expected 'rule | symbol | message'\n\(raw)\n^", rendered: true)
            }
            entries.append(BaselineEntry(rule: parts[0], subject: parts[1], message: parts[2...].joined(separator: " | "), lineNumber: index + 1))
        }
        return Baseline(entries: entries)
    }

    /// Findings not in the baseline (each entry absorbs one finding), and the entries nothing matched.
    func filter(_ findings: [Finding]) -> (kept: [Finding], stale: [BaselineEntry]) {
        var remaining: [String: [BaselineEntry]] = [:]
        for entry in entries { remaining[entry.key, default: []].append(entry) }
        var kept: [Finding] = []
        for finding in findings {
            let key = BaselineEntry(finding).key
            if var list = remaining[key], !list.isEmpty {
                list.removeLast()
                remaining[key] = list
            } else {
                kept.append(finding)
            }
        }
        let stale = remaining.values.flatMap { $0 }.sorted { $0.lineNumber < $1.lineNumber }
        return (kept, stale)
    }
}
