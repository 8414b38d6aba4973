// JUnitReporter: JUnit XML, which CI systems (GitLab, Jenkins, Azure, CircleCI) show as a test report: one test
// suite per rule, one failing test case per finding.
import Findings

/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <testsuites name="policy" tests="8" failures="7" errors="1">
///   <testsuite name="controller-final" tests="1" failures="0" errors="0">
///     <testcase classname="controller-final" name="no findings"/>
///   </testsuite>
///   <testsuite name="controller-main-actor" tests="1" failures="1" errors="0">
///     <testcase classname="controller-main-actor" name="FeatureController (Sources/App/FeatureController.swift:3:1)">
///       <failure type="error" message="FeatureController must be annotated @MainActor">Sources/App/FeatureController.swift:3:1: error: …</failure>
///     </testcase>
///   </testsuite>
///   <testsuite name="problems" tests="1" failures="0" errors="1">
///     <testcase classname="problems" name="Sources/App/Broken.swift:7:3"><error type="parse" message="…">…</error></testcase>
///   </testsuite>
/// </testsuites>
/// ```
/// A suite for every rule evaluated and every rule seen in findings, by id; a rule with no findings has one passing
/// case, so dashboards count it. Findings of every severity are failures (`type` says which). Problems (files not
/// fully checked) are errors of a last suite, `problems`. No timings or timestamps: the same report gives the same
/// bytes. Every value is escaped (`xmlEscaped`).
public struct JUnitReporter: Reporter {
    public static let problemsSuite = "problems"

    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        var findingsOfRule: [String: [Finding]] = [:]
        for finding in report.findings.inReportOrder() { findingsOfRule[finding.rule, default: []].append(finding) }
        let rules = Set(report.rules.map(\.id)).union(findingsOfRule.keys).sorted()
        let problems = report.problems.inReportOrder()
        let tests = rules.reduce(0) { $0 + max(1, findingsOfRule[$1]?.count ?? 0) } + problems.count
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
                     "<testsuites name=\"\(options.toolName.xmlEscaped)\" tests=\"\(tests)\" failures=\"\(report.findings.count)\" errors=\"\(problems.count)\">"]
        for rule in rules {
            let findings = findingsOfRule[rule] ?? []
            let name = rule.xmlEscaped
            lines.append("  <testsuite name=\"\(name)\" tests=\"\(max(1, findings.count))\" failures=\"\(findings.count)\" errors=\"0\">")
            if findings.isEmpty { lines.append("    <testcase classname=\"\(name)\" name=\"no findings\"/>") }
            for finding in findings {
                let subject = finding.symbol.map { "\($0) (\(finding.location.spelled))" } ?? finding.location.spelled
                lines.append("    <testcase classname=\"\(name)\" name=\"\(subject.xmlEscaped)\">")
                lines.append("      " + Self.element("failure", finding))
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        if !problems.isEmpty {
            lines.append("  <testsuite name=\"\(Self.problemsSuite)\" tests=\"\(problems.count)\" failures=\"0\" errors=\"\(problems.count)\">")
            for problem in problems {
                lines.append("    <testcase classname=\"\(Self.problemsSuite)\" name=\"\(problem.location.spelled.xmlEscaped)\">")
                lines.append("      " + Self.element("error", problem))
                lines.append("    </testcase>")
            }
            lines.append("  </testsuite>")
        }
        lines.append("</testsuites>")
        return joinedLines(lines)
    }

    /// `<failure type="error" message="…">file:line:col: error: message [rule]</failure>` (or `<error …>`).
    static func element(_ tag: String, _ finding: Finding) -> String {
        let message = finding.message.trimmingWhitespace()
        let type = tag == "error" ? finding.rule : finding.severity.rawValue
        let body = "\(finding.location.spelled): \(finding.severity.rawValue): \(message) [\(finding.rule)]"
        return "<\(tag) type=\"\(type.xmlEscaped)\" message=\"\(message.xmlEscaped)\">\(body.xmlEscaped)</\(tag)>"
    }
}
