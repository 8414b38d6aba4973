// Reporter: the one protocol every output format implements, and `ReportFormat`, the list of
// formats the CLI offers (`--format text|xcode|json|sarif|github|markdown|checkstyle|junit`).
import Findings

/// Turns a `Report` into text. Implementations are small value types with no state of their own:
/// the same report and options always give the same output, byte for byte.
///
/// Shared contract: findings in `Finding`'s order, paths printed as given, no trailing whitespace,
/// every line ends with a newline. A format with nothing to say returns "" (xcode, github).
public protocol Reporter: Sendable {
    func render(_ report: Report, options: ReportOptions) -> String
    /// The report as it is written out: by default `render`'s text; a format whose reports run to tens of megabytes
    /// makes its bytes as they are written, the same bytes as `render`'s text.
    func renderForOutput(_ report: Report, options: ReportOptions) -> RenderedReport
}

extension Reporter {
    public func renderForOutput(_ report: Report, options: ReportOptions) -> RenderedReport {
        .text(render(report, options: options))
    }
}

/// Where a report's bytes go as they are made: each call gets the next block.
public typealias ReportSink = (UnsafeBufferPointer<UInt8>) -> Void

/// A report ready to be written: one text, or UTF-8 made and handed to a sink block by block (JSON and SARIF, whose
/// reports of a large tree would otherwise be held whole, as bytes and again as the text made from them).
public enum RenderedReport {
    case text(String)
    case stream((ReportSink) -> Void)

    /// Adds `text` at the end.
    public mutating func append(_ more: String) {
        switch self {
        case .text(let text):
            self = .text(text + more)
        case .stream(let write):
            self = .stream { sink in
                write(sink)
                Array(more.utf8).withUnsafeBufferPointer(sink)
            }
        }
    }

    /// The whole report as one text (the blocks gathered, for a stream).
    public var text: String {
        switch self {
        case .text(let text):
            return text
        case .stream(let write):
            var bytes: [UInt8] = []
            write { bytes.append(contentsOf: $0) }
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}

/// The output formats, by the name the command line uses.
public enum ReportFormat: String, CaseIterable, Sendable {
    case text, xcode, json, sarif, github, markdown, checkstyle, junit

    /// Valid `--format` values, in the order to list them.
    public static var names: [String] { allCases.map(\.rawValue) }

    /// The format called `name` (case-insensitive), or nil.
    public init?(name: String) {
        self.init(rawValue: name.lowercased())
    }

    /// The reporter that renders this format.
    public var reporter: any Reporter {
        switch self {
        case .text: return TextReporter()
        case .xcode: return XcodeReporter()
        case .json: return JSONReporter()
        case .sarif: return SARIFReporter()
        case .github: return GitHubReporter()
        case .markdown: return MarkdownReporter()
        case .checkstyle: return CheckstyleReporter()
        case .junit: return JUnitReporter()
        }
    }

    /// One line for `--help`.
    public var summary: String {
        switch self {
        case .text: return "findings grouped by file, for people (default)"
        case .xcode: return "file:line:col: error: message, shown inline by Xcode"
        case .json: return "a versioned JSON object (schema in the Reporters README)"
        case .sarif: return "SARIF 2.1.0, for code-scanning tools"
        case .github: return "GitHub Actions workflow commands (::error file=…)"
        case .markdown: return "a pull-request comment in Markdown: verdict, tables per rule and severity, findings per subject"
        case .checkstyle: return "Checkstyle XML, for CI dashboards and review bots"
        case .junit: return "JUnit XML, one test suite per rule, for CI test reports"
        }
    }

    /// Renders `report` in this format.
    public func render(_ report: Report, options: ReportOptions = ReportOptions()) -> String {
        reporter.render(report, options: options)
    }

    /// Renders `report` in this format, to be written out (`RenderedReport`).
    public func renderForOutput(_ report: Report, options: ReportOptions = ReportOptions()) -> RenderedReport {
        reporter.renderForOutput(report, options: options)
    }
}
