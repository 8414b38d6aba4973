// XcodeReporter: one `file:line:col: error|warning|note: message [rule]` line per finding, the
// form Xcode (and most editors) turn into inline diagnostics. Nothing else is printed.
import Findings

/// `Sources/A.swift:12:5: warning: items should be private(set) [controller-private-set]`.
/// Info becomes `note`. Problems follow the findings in the same form. Messages are put on one line.
/// Names and messages are printed without controls (`terminalSafe`), and no line reads as a GitHub workflow
/// command (`withoutWorkflowCommand`). An empty report renders as "".
public struct XcodeReporter: Reporter {
    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        joinedLines((report.findings.inReportOrder() + report.problems.inReportOrder()).map(line))
    }

    func line(_ finding: Finding) -> String {
        let message = finding.message.oneLine
        let text = message.isEmpty ? "[\(finding.rule)]" : "\(message) [\(finding.rule)]"
        return "\(finding.location.spelled.terminalSafe): \(finding.severity.noteLevel): \(text.terminalSafe)".withoutWorkflowCommand
    }
}
