// MarkdownReporter: the "Validation Output Format" of the SwiftUI pattern validator — summary with
// an overall verdict, one section per subject kind with a rule checklist per subject, then the
// findings split into critical issues, warnings and recommendations.
import Findings

/// ```
/// ## SwiftUI Pattern Validation: <title>
///
/// ### Summary
/// - Overall: PASS | NEEDS WORK | FAIL
/// - Issues found: 7
/// - Critical: 3
/// - Files checked: 12
///
/// ### Controllers
///
/// **FeatureController** (Sources/App/FeatureController.swift:3)
/// - [x] controller-final: PASS
/// - [ ] controller-main-actor: FAIL — FeatureController must be @MainActor
///
/// ### Critical Issues (must fix)
/// 1. **FeatureController** (Sources/App/FeatureController.swift:3:1): … [controller-main-actor]
///
/// ### Warnings (should fix)
/// None.
///
/// ### Recommendations
/// None.
/// ```
/// Subjects are grouped by `Subject.kind` (or `Finding.subjectKind` for findings with no subject row)
/// through `ReportOptions.subjectHeadings`. A "### Problems (files not fully checked)" section
/// follows when there are problems. Messages are put on one line.
public struct MarkdownReporter: Reporter {
    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        let summary = ReportSummary(report)
        let findings = report.findings.inReportOrder()
        var lines: [String] = []

        let title = options.title.oneLine.isEmpty ? ReportOptions.defaultTitle : options.title.oneLine
        lines.append("## SwiftUI Pattern Validation: \(title)")
        lines.append("")
        lines.append("### Summary")
        lines.append("- Overall: \(summary.verdict.rawValue)")
        lines.append("- Issues found: \(summary.findings)")
        lines.append("- Critical: \(summary.errors)")
        lines.append("- Files checked: \(summary.filesChecked)")
        if summary.problems > 0 { lines.append("- Problems: \(summary.problems)") }

        for group in SubjectChecklist.groups(report: report, headings: options.subjectHeadings) {
            lines.append("")
            lines.append("### \(group.heading)")
            for entry in group.entries {
                lines.append("")
                lines.append(entry.location.map { "**\(entry.name)** (\($0.file):\($0.line))" } ?? "**\(entry.name)**")
                for row in entry.rows {
                    if row.passed {
                        lines.append("- [x] \(row.rule): PASS")
                    } else {
                        lines.append("- [ ] \(row.rule): FAIL" + (row.message.isEmpty ? "" : " — \(row.message)"))
                    }
                }
            }
        }

        lines += section("Critical Issues (must fix)", findings.filter { $0.severity == .error })
        lines += section("Warnings (should fix)", findings.filter { $0.severity == .warning })
        lines += section("Recommendations", findings.filter { $0.severity == .info })
        if !report.problems.isEmpty {
            lines += section("Problems (files not fully checked)", report.problems.inReportOrder())
        }
        return joinedLines(lines)
    }

    private func section(_ heading: String, _ findings: [Finding]) -> [String] {
        var lines = ["", "### \(heading)"]
        if findings.isEmpty {
            lines.append("None.")
        }
        for (index, finding) in findings.enumerated() {
            let place = finding.symbol.map { "**\($0)** (\(finding.location.spelled))" } ?? finding.location.spelled
            let message = finding.message.oneLine
            lines.append("\(index + 1). \(place): " + (message.isEmpty ? "" : "\(message) ") + "[\(finding.rule)]")
        }
        return lines
    }
}

/// The subject sections of the markdown report: subjects grouped by heading, each with its rule rows.
struct SubjectChecklist {
    struct Row: Hashable {
        var rule: String
        var passed: Bool
        var message: String
    }

    struct Entry {
        var name: String
        var location: SourceLocation?
        var rows: [Row]
    }

    struct Group {
        var heading: String
        var entries: [Entry]
    }

    private struct Key: Hashable {
        var heading: String
        var name: String
        var file: String
    }

    /// What ties a finding to a subject of the checklist: its rule, symbol and file.
    private struct SubjectFindingsKey: Hashable {
        var rule: String
        var symbol: String?
        var file: String
    }

    private struct Builder {
        var sortKey: (Int, String)
        var location: SourceLocation?
        var rows: Set<Row> = []
    }

    /// Subject rows from `report.subjects`, plus a failing row for every finding no subject row
    /// accounts for (file-level findings appear under their kind, named by file).
    static func groups(report: Report, headings: SubjectHeadings) -> [Group] {
        let findings = report.findings.inReportOrder()
        var builders: [Key: Builder] = [:]

        func add(kind: String, name: String, location: SourceLocation, showLine: Bool, row: Row) {
            let key = Key(heading: headings.heading(for: kind), name: name, file: location.file)
            var builder = builders[key] ?? Builder(sortKey: headings.sortKey(for: kind), location: nil)
            if showLine, location.line >= 1, builder.location.map({ location < $0 }) ?? true {
                builder.location = location
            }
            builder.rows.insert(row)
            builders[key] = builder
        }

        // the findings of each (rule, symbol, file), in report order: a failed subject's row reads its own
        var findingsOfSubject: [SubjectFindingsKey: [Int]] = [:]
        for (index, finding) in findings.enumerated() {
            findingsOfSubject[SubjectFindingsKey(rule: finding.rule, symbol: finding.symbol, file: finding.location.file), default: []]
                .append(index)
        }
        var covered: Set<Int> = []
        for subject in report.subjects {
            var message = ""
            if !subject.passed {
                let matches = findingsOfSubject[SubjectFindingsKey(rule: subject.rule, symbol: subject.symbol, file: subject.location.file)] ?? []
                covered.formUnion(matches)
                message = matches.first.map { findings[$0].message.oneLine } ?? ""
                if matches.count > 1 { message += " (+\(matches.count - 1) more)" }
            }
            add(kind: subject.kind, name: subject.symbol, location: subject.location, showLine: true,
                row: Row(rule: subject.rule, passed: subject.passed, message: message))
        }
        for (index, finding) in findings.enumerated() where !covered.contains(index) {
            let kind = finding.subjectKind ?? "file"
            add(kind: kind, name: finding.symbol ?? finding.location.file, location: finding.location,
                showLine: finding.symbol != nil,
                row: Row(rule: finding.rule, passed: false, message: finding.message.oneLine))
        }

        let grouped = Dictionary(grouping: builders, by: { $0.key.heading })
        return grouped.map { heading, members -> (sortKey: (Int, String), group: Group) in
            let entries = members.sorted { a, b in
                let la = a.value.location ?? SourceLocation(file: a.key.file, line: 0, column: 0)
                let lb = b.value.location ?? SourceLocation(file: b.key.file, line: 0, column: 0)
                return la != lb ? la < lb : a.key.name < b.key.name
            }.map { key, builder in
                Entry(name: key.name, location: builder.location,
                      rows: builder.rows.sorted { ($0.rule, $0.passed ? 1 : 0, $0.message) < ($1.rule, $1.passed ? 1 : 0, $1.message) })
            }
            return (members[0].value.sortKey, Group(heading: heading, entries: entries))
        }
        .sorted { $0.sortKey < $1.sortKey }
        .map(\.group)
    }
}
