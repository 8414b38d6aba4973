// GitHubReporter: GitHub Actions workflow commands, so findings show as annotations on the PR:
// `::error file=F,line=L,col=C,title=RULE::message`.
import Findings

/// One workflow command per finding, then per problem, with `line` and `col`, and `endLine` and `endColumn` when the
/// finding knows its end: error → `::error`, warning → `::warning`,
/// info → `::notice`. Escaping follows the Actions runner: in the message `%`, `\r`, `\n` become
/// `%25`, `%0D`, `%0A`; in properties (file, title) `:` and `,` also become `%3A`, `%2C`.
/// An empty report renders as "".
public struct GitHubReporter: Reporter {
    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        joinedLines((report.findings.inReportOrder() + report.problems.inReportOrder()).map(command))
    }

    func command(_ finding: Finding) -> String {
        var properties = ["file=" + Self.escapeProperty(finding.location.file)]
        if finding.location.line >= 1 {
            properties.append("line=\(finding.location.line)")
            if finding.location.column >= 1 { properties.append("col=\(finding.location.column)") }
            if let end = finding.end {
                properties.append("endLine=\(end.line)")
                properties.append("endColumn=\(end.column)")
            }
        }
        properties.append("title=" + Self.escapeProperty(finding.rule))
        return "::\(Self.command(for: finding.severity)) \(properties.joined(separator: ","))::"
            + Self.escapeData(finding.message.trimmingWhitespace())
    }

    static func command(for severity: Severity) -> String {
        switch severity {
        case .error: return "error"
        case .warning: return "warning"
        case .info: return "notice"
        }
    }

    /// Escapes a command's message: `%` → `%25`, CR → `%0D`, LF → `%0A` (the runner's own escapes, so a message or a
    /// file name can never put a command at the start of a line), and every other control, separator or bidi
    /// override (ESC, BEL…) spelled visibly as `\u{1B}`, which the runner has no escape for.
    public static func escapeData(_ text: String) -> String {
        // most text has nothing to escape, and is returned as it is rather than rebuilt scalar by scalar
        guard text.unicodeScalars.contains(where: { $0 == "%" || $0.isUnsafeInReports }) else { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            default:
                if scalar.isUnsafeInReports { out += scalar.visibleEscape } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Escapes a property value: as `escapeData`, plus `:` → `%3A` and `,` → `%2C`.
    public static func escapeProperty(_ text: String) -> String {
        let data = escapeData(text)
        guard data.utf8.contains(where: { $0 == UInt8(ascii: ":") || $0 == UInt8(ascii: ",") }) else { return data }
        var out = ""
        for scalar in data.unicodeScalars {
            switch scalar {
            case ":": out += "%3A"
            case ",": out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
