// Baseline: findings recorded so that adopting a policy on a legacy codebase reports only new ones.
// Entries are keyed by rule, symbol (the file for file-level findings) and the message with numbers
// normalised — never by line — so edits elsewhere do not churn the file. Sorted text, one entry a line, each field
// escaped so that no path or name can break a line or a field (a file named `a | b\nrule | X | m` forges nothing).

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

    /// The entry's text: `rule | subject | message`, each field escaped (`BaselineField.escape`).
    var line: String { BaselineField.escape(rule) + " | " + BaselineField.escape(subject) + " | " + BaselineField.escape(message) }

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
    /// The first line of a baseline whose fields are escaped. A file without it (written before fields were
    /// escaped) is read as it was written: fields split at ` | `, nothing unescaped.
    static let header = "# policy baseline v2: rule | symbol | message, \\ escapes \\, |, line breaks and controls. "
        + "Regenerate with: policy check --write-baseline FILE"

    var entries: [BaselineEntry]

    init(findings: [Finding]) {
        entries = findings.filter { $0.rule != Self.staleRule }.map(BaselineEntry.init).sorted()
    }

    init(entries: [BaselineEntry]) { self.entries = entries }

    var text: String { ([Self.header] + entries.map(\.line)).joined(separator: "\n") + "\n" }

    static func read(from path: String) throws -> Baseline {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw UsageError("cannot read baseline \(path)", exitCode: .failure)
        }
        return try parse(String(decoding: data, as: UTF8.self), path: path)
    }

    static func parse(_ text: String, path: String) throws -> Baseline {
        var entries: [BaselineEntry] = []
        var escaped = false
        // split on the line feed scalar: "\r\n" is one Character, so a CRLF file would be one line
        let lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { scalars in
            String(String.UnicodeScalarView(scalars.last == "\r" ? scalars.dropLast() : scalars[...]))
        }
        for (index, raw) in lines.enumerated() {
            if index == 0, raw.hasPrefix("# policy baseline v2:") { escaped = true }
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let fields = escaped ? BaselineField.split(line) : Self.splitUnescaped(line)
            guard let fields else {
                let expected = escaped ? "expected 'rule | symbol | message' (a backslash escapes only \\\\, \\|, \\n, \\r, \\t or \\u{HEX})"
                    : "expected 'rule | symbol | message'"
                throw UsageError("\(path):\(index + 1):1: error: \(expected)\n\(raw)\n^", rendered: true)
            }
            entries.append(BaselineEntry(rule: fields.rule, subject: fields.subject, message: fields.message, lineNumber: index + 1))
        }
        return Baseline(entries: entries)
    }

    /// A line of a baseline written before fields were escaped: `rule | subject | message…`.
    static func splitUnescaped(_ line: String) -> (rule: String, subject: String, message: String)? {
        let parts = line.components(separatedBy: " | ")
        guard parts.count >= 3 else { return nil }
        return (parts[0], parts[1], parts[2...].joined(separator: " | "))
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

/// How a baseline field is written: `\` → `\\`, `|` → `\|`, LF → `\n`, CR → `\r`, tab → `\t`, any other control,
/// line or paragraph separator, or bidi override → `\u{HEX}`. An escaped field has no raw `|` and no line break, so
/// ` | ` only ever separates fields and each entry is one line, whatever the path or symbol.
enum BaselineField {
    static func escape(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: needsEscape) else { return field }
        var out = ""
        for scalar in field.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "|": out += "\\|"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if needsEscape(scalar) {
                    out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }

    private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x5C, 0x7C, 0x00..<0x20, 0x7F, 0x80..<0xA0, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: return true
        default: return false
        }
    }

    /// The three fields of an escaped line, unescaped; nil when the line has another number of fields or a bad escape.
    static func split(_ line: String) -> (rule: String, subject: String, message: String)? {
        var fields: [String] = []
        var current = String.UnicodeScalarView()
        let scalars = Array(line.unicodeScalars)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "\\" {
                guard index + 1 < scalars.count else { return nil }
                let next = scalars[index + 1]
                index += 2
                switch next {
                case "\\": current.append("\\")
                case "|": current.append("|")
                case "n": current.append("\n")
                case "r": current.append("\r")
                case "t": current.append("\t")
                case "u":
                    guard index < scalars.count, scalars[index] == "{",
                          let close = scalars[index...].firstIndex(of: "}"), close - index <= 7,
                          let value = UInt32(String(String.UnicodeScalarView(scalars[(index + 1)..<close])), radix: 16),
                          let decoded = Unicode.Scalar(value) else { return nil }
                    current.append(decoded)
                    index = close + 1
                default: return nil
                }
            } else if scalar == "|" {
                // a separator is ` | `: the spaces around it belong to no field
                // (an empty message leaves `|` last: the line's trailing space was trimmed)
                guard current.last == " ", index + 1 == scalars.count || scalars[index + 1] == " " else { return nil }
                current.removeLast()
                fields.append(String(current))
                current = String.UnicodeScalarView()
                index += 2
            } else {
                current.append(scalar)
                index += 1
            }
        }
        fields.append(String(current))
        guard fields.count == 3 else { return nil }
        return (fields[0], fields[1], fields[2])
    }
}
