// JSONReporter: the machine-readable format, a versioned object with keys in a fixed order.
// Schema below and in Sources/Reporters/README.md; bump `schemaVersion` on incompatible changes.
import Findings

/// Schema, version 1 (keys always present and in this order; `symbol`/`kind` are null when absent):
/// ```
/// {
///   "version": 1,
///   "tool": {"name": "policy", "version": "0.1.0"},
///   "summary": {
///     "verdict": "PASS" | "NEEDS WORK" | "FAIL",
///     "findings": Int, "errors": Int, "warnings": Int, "info": Int,
///     "filesChecked": Int, "problems": Int, "rulesEvaluated": Int
///   },
///   "findings": [
///     {"rule": String, "severity": "error" | "warning" | "info", "message": String,
///      "file": String, "line": Int, "column": Int, "endLine"?: Int, "endColumn"?: Int,
///      "symbol": String | null, "kind": String | null, "pack"?: String}
///   ],
///   "problems": [ same shape as findings ]
/// }
/// ```
/// Findings and problems are sorted (file, line, column, rule, message). `line` and `column` are
/// 1-based; `column` counts UTF-8 bytes. `endLine` and `endColumn` (exclusive) are present only when the finding
/// knows where it ends. `file` is the path as given to the tool. Output is UTF-8,
/// two-space indented, newline-terminated.
public struct JSONReporter: Reporter {
    /// The `version` field: the schema version, not the tool's.
    public static let schemaVersion = 1

    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        JSONWriter.text { write(report, options: options, into: &$0) }
    }

    public func renderForOutput(_ report: Report, options: ReportOptions) -> RenderedReport {
        JSONWriter.stream { write(report, options: options, into: &$0) }
    }

    private func write(_ report: Report, options: ReportOptions, into json: inout JSONWriter) {
        let summary = ReportSummary(report)
        json.object { json in
            json.member("version", Self.schemaVersion)
            json.member("tool", .object([
                "name": .string(options.toolName),
                "version": .string(options.toolVersion),
            ]))
            json.member("summary", .object([
                "verdict": .string(summary.verdict.rawValue),
                "findings": .int(summary.findings),
                "errors": .int(summary.errors),
                "warnings": .int(summary.warnings),
                "info": .int(summary.infos),
                "filesChecked": .int(summary.filesChecked),
                "problems": .int(summary.problems),
                "rulesEvaluated": .int(summary.rulesEvaluated),
            ]))
            json.array("findings") { json in
                for finding in report.findings.inReportOrder() { Self.write(finding, into: &json) }
            }
            json.array("problems") { json in
                for problem in report.problems.inReportOrder() { Self.write(problem, into: &json) }
            }
        }
        json.newline()
    }

    /// One finding's object.
    static func write(_ finding: Finding, into json: inout JSONWriter) {
        json.object { json in
            json.member("rule", finding.rule)
            json.member("severity", finding.severity.rawValue)
            json.member("message", finding.message)
            json.member("file", finding.location.file)
            json.member("line", finding.location.line)
            json.member("column", finding.location.column)
            if let end = finding.end {
                json.member("endLine", end.line)
                json.member("endColumn", end.column)
            }
            json.member("symbol", .string(finding.symbol))
            json.member("kind", .string(finding.subjectKind))
            if let pack = finding.pack { json.member("pack", pack) }
        }
    }
}
