// TextReporter: the default, human format — findings grouped under a file header, aligned
// `line:col  severity  message  [rule]` rows, problems, and a summary line. Colour only on request.
import Findings

/// ```
/// Sources/App/FeatureController.swift
///   3:1   error    FeatureController must be @MainActor  [controller-main-actor]
///       | final class FeatureController {
///       | ^
///   12:5  warning  items should be private(set)  [controller-private-set]
///       |     var items: [Item] = []
///       |     ^~~~~~~~~
///
/// Problems (files not fully checked):
///   Sources/App/Broken.swift:7:3  error  unterminated string literal  [parse]
///
/// 1 error, 1 warning, 0 info in 12 files, 1 problem
/// ```
/// A multi-line message continues on following lines, indented to the message column. `quiet` leaves out the
/// summary line (an empty report is then ""). Under each finding, when `options.sourceReader` can read its line, the
/// source line and a caret under the column, `~` under the rest of the range on that line when the end is known (as
/// compilers show it); a file that is missing, or whose line is gone or shorter than the column, gets no snippet.
/// Names and messages never print control characters (`terminalSafe`), and no line reads as a GitHub workflow
/// command (`withoutWorkflowCommand`).
public struct TextReporter: Reporter {
    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        let style = ANSIStyle(enabled: options.color)
        // each block (a file's findings, the problems, the summary) is made into text as soon as it is complete, so
        // the lines of one block at a time are held beside the report, not those of every file
        var output = ""
        func append(_ block: [String]) {
            if !output.isEmpty { output += "\n" }
            output += joinedLines(block.map(\.withoutWorkflowCommand))
        }

        var sources = SourceLineCache(reader: options.sourceReader)
        var byFile: [String: [Finding]] = [:]
        for finding in report.findings { byFile[finding.location.file, default: []].append(finding) }
        for file in byFile.keys.sorted() {
            let findings = (byFile[file] ?? []).inReportOrder()
            let rows = findings.map { Row(finding: $0, location: $0.location.position, snippet: Self.snippet($0, &sources)) }
            append([style.bold(file.terminalSafe)] + lines(for: rows, style: style))
        }

        if !report.problems.isEmpty {
            let rows = report.problems.inReportOrder().map { Row(finding: $0, location: $0.location.spelled.terminalSafe) }
            append([style.bold("Problems (files not fully checked):")] + lines(for: rows, style: style))
        }

        if !options.quiet { append([style.bold(ReportSummary(report).line + options.hiddenFindingsNote)]) }
        return output
    }

    private struct Row {
        var finding: Finding
        var location: String
        var snippet: SourceSnippet?
    }

    /// The gutter before a snippet's two lines.
    static let snippetGutter = "      | "

    /// The finding's source line and caret, or nil when its line cannot be read or no longer has its column.
    static func snippet(_ finding: Finding, _ sources: inout SourceLineCache) -> SourceSnippet? {
        let location = finding.location
        guard location.line >= 1, location.column >= 1, let line = sources.line(location.line, of: location.file) else { return nil }
        return SourceSnippet(line: line, column: location.column, endLine: finding.endLine, endColumn: finding.endColumn,
                             startLine: location.line)
    }

    private func lines(for rows: [Row], style: ANSIStyle) -> [String] {
        let locationWidth = rows.map(\.location.count).max() ?? 0
        let severityWidth = Severity.allCases.map(\.rawValue.count).max() ?? 0
        var out: [String] = []
        for row in rows {
            let severity = row.finding.severity.rawValue
            let locationPad = String(repeating: " ", count: locationWidth - row.location.count)
            let severityPad = String(repeating: " ", count: severityWidth - severity.count)
            let prefix = "  " + row.location + locationPad + "  "
            let indent = String(repeating: " ", count: prefix.count + severityWidth + 2)
            let rule = style.dim("[\(row.finding.rule.terminalSafe)]")
            var message = row.finding.message.messageLines
            if message.isEmpty { message = [""] }
            for (index, text) in message.enumerated() {
                let isLast = index == message.count - 1
                let tail = isLast ? (text.isEmpty ? rule : text + "  " + rule) : text
                if index == 0 {
                    out.append(prefix + style.severity(row.finding.severity) + severityPad + "  " + tail)
                } else {
                    out.append(indent + tail)
                }
            }
            if let snippet = row.snippet {
                out.append(Self.snippetGutter + snippet.line)
                out.append(Self.snippetGutter + snippet.marker)
            }
        }
        return out
    }
}

/// ANSI SGR codes, or nothing when colour is off.
struct ANSIStyle {
    var enabled: Bool

    static let reset = "\u{1B}[0m"

    func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m" + text + Self.reset : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func dim(_ text: String) -> String { wrap(text, "2") }

    func severity(_ severity: Severity) -> String {
        switch severity {
        case .error: return wrap(severity.rawValue, "1;31")
        case .warning: return wrap(severity.rawValue, "33")
        case .info: return wrap(severity.rawValue, "36")
        }
    }
}
