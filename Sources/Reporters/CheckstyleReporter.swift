// CheckstyleReporter: the Checkstyle XML that CI dashboards and review bots read (Jenkins warnings-ng, reviewdog,
// Danger): one <file> per file with findings, one <error> per finding.
import Findings

/// ```
/// <?xml version="1.0" encoding="UTF-8"?>
/// <checkstyle version="4.3">
///   <file name="Sources/App/FeatureController.swift">
///     <error line="3" column="1" severity="error" message="…" source="policy.controller-main-actor"/>
///   </file>
/// </checkstyle>
/// ```
/// Files in path order, findings and problems (problems as findings of their rule) in report order within a file.
/// `severity` is error, warning or info; `line`/`column` are left out when unknown. Every value is escaped
/// (`xmlEscaped`).
public struct CheckstyleReporter: Reporter {
    /// The `source` of each error is this prefix and the rule id.
    public static let sourcePrefix = "policy."

    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        var lines = ["<?xml version=\"1.0\" encoding=\"UTF-8\"?>", "<checkstyle version=\"4.3\">"]
        let all = (report.findings + report.problems).inReportOrder()
        var index = 0
        while index < all.count {
            let file = all[index].location.file
            lines.append("  <file name=\"\(file.xmlEscaped)\">")
            while index < all.count, all[index].location.file == file {
                lines.append("    " + Self.error(all[index]))
                index += 1
            }
            lines.append("  </file>")
        }
        lines.append("</checkstyle>")
        return joinedLines(lines)
    }

    static func error(_ finding: Finding) -> String {
        var attributes: [String] = []
        if finding.location.line >= 1 {
            attributes.append("line=\"\(finding.location.line)\"")
            if finding.location.column >= 1 { attributes.append("column=\"\(finding.location.column)\"") }
        }
        attributes.append("severity=\"\(finding.severity.rawValue)\"")
        attributes.append("message=\"\(finding.message.trimmingWhitespace().xmlEscaped)\"")
        attributes.append("source=\"\((sourcePrefix + finding.rule).xmlEscaped)\"")
        return "<error " + attributes.joined(separator: " ") + "/>"
    }
}
