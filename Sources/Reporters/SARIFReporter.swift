// SARIFReporter: SARIF 2.1.0 for code-scanning tools (GitHub code scanning, IDE viewers): one run,
// a driver with rule metadata, one result per finding, artifacts, and problems as notifications.
import Foundation
import Findings

/// Layout (only what this tool writes; see https://docs.oasis-open.org/sarif/sarif/v2.1.0/):
/// ```
/// { "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
///   "runs": [{
///     "tool": {"driver": {"name", "version", "informationUri"?, "rules": [
///        {"id", "shortDescription": {"text"}, "fullDescription": {"text"},
///         "defaultConfiguration": {"level"}, "helpUri"?, "properties"?: {"pack", "tags"}}]}},
///     "invocations": [{"executionSuccessful": true, "toolExecutionNotifications"?: [...problems]}],
///     "artifacts": [{"location": {"uri", "uriBaseId"?}}],
///     "results": [{"ruleId", "ruleIndex", "level", "message": {"text"},
///       "locations": [{"physicalLocation": {"artifactLocation": {"uri", "uriBaseId"?, "index"},
///                                           "region"?: {"startLine", "startColumn"?, "endLine"?, "endColumn"?,
///                                                       "snippet"?: {"text"}}},
///                      "logicalLocations"?: [{"fullyQualifiedName"}]}]}]
///   }] }
/// ```
/// A rule's summary is its message template: its `{name}`-style placeholders are put in words
/// (`withoutPlaceholders`) for `shortDescription` and `fullDescription`.
/// Rules are the report's descriptors plus any rule id only seen in findings, sorted by id;
/// `ruleIndex` indexes that array. Levels: error → error, warning → warning, info → note.
/// Relative paths get `uriBaseId: "%SRCROOT%"`; absolute paths become `file://` URIs.
/// `endLine`/`endColumn` (exclusive) are given when the finding knows its end; `snippet.text` is the finding's source
/// line, when `options.sourceReader` can read it. Columns are the tool's (UTF-8 bytes); SARIF's default column kind is UTF-16 code units, so
/// columns after non-ASCII text on a line may be off.
public struct SARIFReporter: Reporter {
    public static let schemaURI = "https://json.schemastore.org/sarif-2.1.0.json"
    public static let sarifVersion = "2.1.0"
    /// The base id that relative artifact URIs are resolved against.
    public static let sourceRootBaseID = "%SRCROOT%"

    public init() {}

    public func render(_ report: Report, options: ReportOptions) -> String {
        JSONWriter.text { write(report, options: options, into: &$0) }
    }

    public func renderForOutput(_ report: Report, options: ReportOptions) -> RenderedReport {
        JSONWriter.stream { write(report, options: options, into: &$0) }
    }

    private func write(_ report: Report, options: ReportOptions, into json: inout JSONWriter) {
        let findings = report.findings.inReportOrder()
        let problems = report.problems.inReportOrder()
        let rules = Self.rules(for: report)
        let ruleIndex = Dictionary(uniqueKeysWithValues: rules.enumerated().map { ($1.id, $0) })
        let files = Set(findings.map(\.location.file) + problems.map(\.location.file)).sorted()
        let fileIndex = Dictionary(uniqueKeysWithValues: files.enumerated().map { ($1, $0) })
        // each file's URI made once; findings come file by file, so the last file found is tried first
        let uris = files.map(Self.uri(forPath:))
        var sources = SourceLineCache(reader: options.sourceReader)
        func snippet(_ finding: Finding) -> String? {
            sources.line(finding.location.line, of: finding.location.file).map { String(decoding: $0, as: UTF8.self) }
        }
        var lastFile: (path: String, index: Int)?
        func artifact(_ path: String) -> (index: Int, uri: String)? {
            if let lastFile, lastFile.path == path { return (lastFile.index, uris[lastFile.index]) }
            guard let index = fileIndex[path] else { return nil }
            lastFile = (path, index)
            return (index, uris[index])
        }
        json.object { json in
            json.member("$schema", Self.schemaURI)
            json.member("version", Self.sarifVersion)
            json.array("runs") { json in
                json.object { json in
                    json.member("tool", .object([
                        "driver": .object([
                            "name": .string(options.toolName),
                            "version": .string(options.toolVersion),
                            "informationUri": options.informationURI.map(JSONValue.string),
                            "rules": .array(rules.map { Self.json($0, options: options) }),
                        ]),
                    ]))
                    json.array("invocations") { json in
                        json.object { json in
                            json.member("executionSuccessful", true)
                            guard !problems.isEmpty else { return }
                            json.array("toolExecutionNotifications") { json in
                                for problem in problems {
                                    json.object { json in
                                        json.member("level", problem.severity.noteLevel)
                                        json.member("message", .object(["text": .string(problem.message)]))
                                        json.array("locations") { json in
                                            Self.writeLocation(problem, artifact: artifact(problem.location.file), snippet: snippet(problem), into: &json)
                                        }
                                        json.member("descriptor", .object(["id": .string(problem.rule)]))
                                    }
                                }
                            }
                        }
                    }
                    json.array("artifacts") { json in
                        for (index, file) in files.enumerated() {
                            json.object { json in
                                json.key("location")
                                Self.writeArtifactLocation(uri: uris[index], path: file, index: nil, into: &json)
                            }
                        }
                    }
                    json.array("results") { json in
                        for finding in findings {
                            json.object { json in
                                json.member("ruleId", finding.qualifiedRule)
                                json.member("ruleIndex", ruleIndex[finding.qualifiedRule].map(JSONValue.int))
                                json.member("level", finding.severity.noteLevel)
                                json.object("message") { json in json.member("text", finding.message) }
                                json.array("locations") { json in
                                    Self.writeLocation(finding, artifact: artifact(finding.location.file), snippet: snippet(finding), into: &json)
                                }
                            }
                        }
                    }
                }
            }
        }
        json.newline()
    }

    /// The driver's rules: descriptors first-wins by id, plus ids only seen in findings, sorted by id. Ids are
    /// `pack/rule` for packs' rules, so packs that share an id stay two rules.
    static func rules(for report: Report) -> [RuleDescriptor] {
        var byID: [String: RuleDescriptor] = [:]
        for rule in report.rules where byID[rule.qualifiedID] == nil {
            var qualified = rule
            qualified.id = rule.qualifiedID
            byID[qualified.id] = qualified
        }
        for finding in report.findings.inReportOrder() where byID[finding.qualifiedRule] == nil {
            byID[finding.qualifiedRule] = RuleDescriptor(id: finding.qualifiedRule, severity: finding.severity, summary: finding.rule)
        }
        return byID.values.sorted { $0.id < $1.id }
    }

    static func json(_ rule: RuleDescriptor, options: ReportOptions) -> JSONValue {
        var properties: JSONValue?
        if let pack = rule.pack {
            properties = .object(["pack": .string(pack), "tags": .array([.string(pack)])])
        }
        return .object([
            "id": .string(rule.id),
            "shortDescription": .object(["text": .string(rule.summary.withoutPlaceholders)]),
            "fullDescription": .object(["text": .string(rule.rationale ?? rule.summary.withoutPlaceholders)]),
            "defaultConfiguration": .object(["level": .string(rule.severity.noteLevel)]),
            "helpUri": options.ruleHelpBaseURI.map { JSONValue.string($0 + rule.id) },
            "properties": properties,
        ])
    }

    /// A result's (or notification's) location: the file and, when known, the region and the symbol.
    /// `artifact` is the file's place among the run's artifacts and its URI (nil: not listed, the URI made here);
    /// `snippet` the finding's source line, when it could be read.
    static func writeLocation(_ finding: Finding, artifact: (index: Int, uri: String)?, snippet: String? = nil,
                              into json: inout JSONWriter) {
        json.object { json in
            json.object("physicalLocation") { json in
                json.key("artifactLocation")
                writeArtifactLocation(uri: artifact?.uri ?? uri(forPath: finding.location.file), path: finding.location.file,
                                      index: artifact?.index, into: &json)
                guard finding.location.line >= 1 else { return }
                json.object("region") { json in
                    json.member("startLine", finding.location.line)
                    if finding.location.column >= 1 { json.member("startColumn", finding.location.column) }
                    if let end = finding.end {
                        json.member("endLine", end.line)
                        json.member("endColumn", end.column)
                    }
                    if let snippet { json.object("snippet") { json in json.member("text", snippet) } }
                }
            }
            guard let symbol = finding.symbol else { return }
            json.array("logicalLocations") { json in
                json.object { json in json.member("fullyQualifiedName", symbol) }
            }
        }
    }

    /// A file's location: its URI (`uri(forPath:)` of `path`), its base when relative, its index among the artifacts.
    static func writeArtifactLocation(uri: String, path: String, index: Int?, into json: inout JSONWriter) {
        json.object { json in
            json.member("uri", uri)
            if !path.hasPrefix("/") { json.member("uriBaseId", sourceRootBaseID) }
            if let index { json.member("index", index) }
        }
    }

    /// A URI reference for a file path: percent-encoded; absolute paths as `file://` URIs,
    /// relative ones relative (with `:` encoded so the first segment cannot read as a scheme).
    public static func uri(forPath path: String) -> String {
        var encoded: [UInt8] = path.hasPrefix("/") ? Array("file://".utf8) : []
        encoded.reserveCapacity(encoded.count + path.utf8.count)
        for byte in path.utf8 {
            if uriPathAllowed[Int(byte)] {
                encoded.append(byte)
            } else {
                encoded.append(UInt8(ascii: "%"))
                encoded.append(hexDigits[Int(byte >> 4)])
                encoded.append(hexDigits[Int(byte & 0x0F)])
            }
        }
        return String(decoding: encoded, as: UTF8.self)
    }

    /// The bytes a path keeps as they are: Foundation's `urlPathAllowed` (ASCII only) without `:` and `;`. Every
    /// other byte, those of non-ASCII characters included, is percent-encoded, as `addingPercentEncoding` would do
    /// (a test compares them), but without its cost per call, which was most of a SARIF report's time.
    private static let hexDigits = Array("0123456789ABCDEF".utf8)

    private static let uriPathAllowed: [Bool] = {
        var allowed = [Bool](repeating: false, count: 256)
        for byte in "!$&'()*+,-./0123456789=@ABCDEFGHIJKLMNOPQRSTUVWXYZ_abcdefghijklmnopqrstuvwxyz~".utf8 { allowed[Int(byte)] = true }
        return allowed
    }()
}
