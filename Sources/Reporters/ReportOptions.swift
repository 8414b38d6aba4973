// ReportOptions: what the caller decides about a rendering (colour, title, tool identity, links, how much to show).
import Findings

/// Settings for one rendering. The CLI fills these in; reporters never look at the environment.
public struct ReportOptions: Sendable, Hashable {
    /// The markdown title used when none is given.
    public static let defaultTitle = "policy check"
    /// How many findings of each rule the markdown report lists when not told (`--max-findings`).
    public static let defaultMaxFindingsPerRule = 10

    /// Emit ANSI colour codes (text format only). Decide with `ColorPolicy.shouldColor`.
    public var color: Bool
    /// Markdown heading: `## <title>`.
    public var title: String
    /// Tool name for JSON `tool.name` and SARIF `driver.name`.
    public var toolName: String
    /// Tool version for JSON `tool.version` and SARIF `driver.version`.
    public var toolVersion: String
    /// SARIF `driver.informationUri`; omitted when nil.
    public var informationURI: String?
    /// When set, SARIF rules get `helpUri = ruleHelpBaseURI + rule id`.
    public var ruleHelpBaseURI: String?
    /// How subject kinds map to markdown section headings.
    public var subjectHeadings: SubjectHeadings
    /// Markdown: the findings listed per rule; the rest are counted (`--max-findings`).
    public var maxFindingsPerRule: Int
    /// Markdown: relative paths become links `linkBase/path#Lline` (`--link-base`, e.g. a blob URL at a commit).
    public var linkBase: String?
    /// Markdown: the folder link paths are relative to (the repository's root), and the folder relative paths in the
    /// report are relative to (the working directory). Without a root, relative paths are linked as they are and
    /// absolute ones not at all.
    public var linkRoot: String?
    public var linkWorkingDirectory: String?
    /// Only the findings: no summary line (text) or summary tables (markdown) (`--quiet`).
    public var quiet: Bool
    /// Findings left out of the report by `--min-severity`, and that level: the summaries say so.
    public var hiddenFindings: Int
    public var minimumSeverity: Severity?
    /// Where the text report's caret lines and SARIF's snippets read source lines from; `.none`: no snippets.
    public var sourceReader: SourceReader

    public init(color: Bool = false,
                title: String = ReportOptions.defaultTitle,
                toolName: String = "policy",
                toolVersion: String = "0.1.0",
                informationURI: String? = nil,
                ruleHelpBaseURI: String? = nil,
                subjectHeadings: SubjectHeadings = .standard,
                maxFindingsPerRule: Int = ReportOptions.defaultMaxFindingsPerRule,
                linkBase: String? = nil,
                linkRoot: String? = nil,
                linkWorkingDirectory: String? = nil,
                quiet: Bool = false,
                hiddenFindings: Int = 0,
                minimumSeverity: Severity? = nil,
                sourceReader: SourceReader = .none) {
        self.color = color
        self.title = title
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.ruleHelpBaseURI = ruleHelpBaseURI
        self.subjectHeadings = subjectHeadings
        self.maxFindingsPerRule = maxFindingsPerRule
        self.linkBase = linkBase
        self.linkRoot = linkRoot
        self.linkWorkingDirectory = linkWorkingDirectory
        self.quiet = quiet
        self.hiddenFindings = hiddenFindings
        self.minimumSeverity = minimumSeverity
        self.sourceReader = sourceReader
    }

    /// `, 3 below warning not shown` when `--min-severity` left findings out, else "".
    var hiddenFindingsNote: String {
        guard hiddenFindings > 0, let minimumSeverity else { return "" }
        return ", \(hiddenFindings) below \(minimumSeverity.rawValue) not shown"
    }
}
