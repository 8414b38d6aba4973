// ReportOptions: what the caller decides about a rendering (colour, title, tool identity, links).
import Findings

/// Settings for one rendering. The CLI fills these in; reporters never look at the environment.
public struct ReportOptions: Sendable, Hashable {
    /// The markdown title used when none is given.
    public static let defaultTitle = "policy check"

    /// Emit ANSI colour codes (text format only). Decide with `ColorPolicy.shouldColor`.
    public var color: Bool
    /// Markdown heading: `## SwiftUI Pattern Validation: <title>`.
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

    public init(color: Bool = false,
                title: String = ReportOptions.defaultTitle,
                toolName: String = "policy",
                toolVersion: String = "0.1.0",
                informationURI: String? = nil,
                ruleHelpBaseURI: String? = nil,
                subjectHeadings: SubjectHeadings = .standard) {
        self.color = color
        self.title = title
        self.toolName = toolName
        self.toolVersion = toolVersion
        self.informationURI = informationURI
        self.ruleHelpBaseURI = ruleHelpBaseURI
        self.subjectHeadings = subjectHeadings
    }
}
