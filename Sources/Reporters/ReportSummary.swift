// ReportSummary: the counts every format reports, the overall verdict, and the one-line
// summary ("3 errors, 1 warning, 0 info in 12 files").
import Findings

/// The outcome of a check as a whole.
public enum ReportVerdict: String, Sendable, CaseIterable {
    /// No errors and no warnings (info findings allowed).
    case pass = "PASS"
    /// Warnings but no errors.
    case needsWork = "NEEDS WORK"
    /// At least one error.
    case fail = "FAIL"
}

/// Counts derived from a report. Problems are counted apart and do not change the verdict.
public struct ReportSummary: Sendable, Hashable {
    public var errors: Int
    public var warnings: Int
    public var infos: Int
    public var filesChecked: Int
    public var problems: Int
    public var rulesEvaluated: Int

    public init(_ report: Report) {
        errors = report.findings.filter { $0.severity == .error }.count
        warnings = report.findings.filter { $0.severity == .warning }.count
        infos = report.findings.filter { $0.severity == .info }.count
        filesChecked = report.filesChecked
        problems = report.problems.count
        rulesEvaluated = Set(report.rules.map(\.id)).count
    }

    /// All findings, whatever their severity.
    public var findings: Int { errors + warnings + infos }

    /// FAIL on any error, NEEDS WORK on warnings only, otherwise PASS.
    public var verdict: ReportVerdict {
        if errors > 0 { return .fail }
        if warnings > 0 { return .needsWork }
        return .pass
    }

    /// `3 errors, 1 warning, 0 info in 12 files`, plus `, 1 problem` when some files did not parse fully.
    public var line: String {
        var text = "\(counted(errors, "error", "errors")), \(counted(warnings, "warning", "warnings")), "
            + "\(infos) info in \(counted(filesChecked, "file", "files"))"
        if problems > 0 { text += ", \(counted(problems, "problem", "problems"))" }
        return text
    }
}

func counted(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
}
