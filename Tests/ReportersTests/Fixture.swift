// Fixture: the shared sample report every golden file renders — several files, every severity,
// a file-level finding with no symbol, a message that needs escaping (quotes, newlines, %, :, commas,
// unicode), subjects of known and unknown kinds, and one problem file.
import Findings
import Reporters

enum Fixture {
    static let controller = "Sources/App/Controllers/FeatureController.swift"
    static let service = "Sources/App/Services/Feature Service.swift"
    static let view = "Sources/App/Views/FeatureView.swift"
    static let model = "Sources/App/Models/Item.swift"
    static let repository = "Sources/App/Data/ItemRepository.swift"
    static let legacy = "Sources/App/Legacy.swift"
    static let broken = "Sources/App/Broken.swift"

    /// Quotes, a newline, %, :, commas, a CR and non-ASCII text.
    static let trickyMessage = "Service \"FeatureService\" is 100% @MainActor: fetch(a, b), save()\nmove it off the main actor — café ✓\r\nsee docs"

    static let options = ReportOptions(
        title: "Feature",
        toolVersion: "1.2.3",
        informationURI: "https://example.com/swiftpolicy",
        ruleHelpBaseURI: "https://example.com/swiftpolicy/rules/")

    static let rules: [RuleDescriptor] = [
        RuleDescriptor(id: "controller-main-actor", severity: .error, summary: "Controllers are @MainActor",
                       pack: "mvc", rationale: "Controllers hold UI state, which lives on the main actor."),
        RuleDescriptor(id: "controller-final", severity: .error, summary: "Controllers are final classes", pack: "mvc"),
        RuleDescriptor(id: "controller-private-set", severity: .warning, summary: "Controller state is private(set)", pack: "mvc"),
        RuleDescriptor(id: "service-is-actor", severity: .error, summary: "Services are actors", pack: "mvc"),
        RuleDescriptor(id: "service-no-main-actor", severity: .error, summary: "Services are not @MainActor", pack: "mvc"),
        RuleDescriptor(id: "view-no-service-calls", severity: .error, summary: "Views never call services", pack: "mvc"),
        RuleDescriptor(id: "view-controller-state", severity: .warning, summary: "Views own their controller as @State", pack: "mvc"),
        RuleDescriptor(id: "view-task-modifier", severity: .info, summary: "Views start async work with .task", pack: "mvc"),
        RuleDescriptor(id: "model-struct", severity: .error, summary: "Models are structs", pack: "mvc"),
        RuleDescriptor(id: "model-equatable", severity: .warning, summary: "Models are Equatable", pack: "mvc"),
        RuleDescriptor(id: "repository-protocol", severity: .warning, summary: "Repositories sit behind a protocol"),
        RuleDescriptor(id: "file-header", severity: .info, summary: "Files start with a header comment"),
    ]

    static let findings: [Finding] = [
        Finding(rule: "controller-main-actor", severity: .error, message: "FeatureController must be annotated @MainActor",
                location: SourceLocation(file: controller, line: 3, column: 1), symbol: "FeatureController", subjectKind: "Controller", pack: "mvc"),
        Finding(rule: "controller-private-set", severity: .warning, message: "FeatureController.items should be private(set)",
                location: SourceLocation(file: controller, line: 12, column: 5), symbol: "FeatureController", subjectKind: "Controller", pack: "mvc"),
        Finding(rule: "service-no-main-actor", severity: .error, message: trickyMessage,
                location: SourceLocation(file: service, line: 8, column: 12), symbol: "FeatureService", subjectKind: "Service", pack: "mvc"),
        Finding(rule: "view-no-service-calls", severity: .error, message: "FeatureView calls FeatureService.fetch() directly",
                location: SourceLocation(file: view, line: 21, column: 17), symbol: "FeatureView", subjectKind: "View", pack: "mvc"),
        Finding(rule: "view-task-modifier", severity: .info, message: "Start async work with .task instead of onAppear",
                location: SourceLocation(file: view, line: 30, column: 9), symbol: "FeatureView", subjectKind: "View", pack: "mvc"),
        Finding(rule: "model-equatable", severity: .warning, message: "Item should conform to Equatable",
                location: SourceLocation(file: model, line: 4, column: 1), symbol: "Item", subjectKind: "Model", pack: "mvc"),
        Finding(rule: "file-header", severity: .info, message: "File has no header comment",
                location: SourceLocation(file: legacy, line: 1, column: 1), symbol: nil, subjectKind: "file"),
    ]

    static let subjects: [Subject] = [
        Subject(symbol: "FeatureController", kind: "Controller", location: SourceLocation(file: controller, line: 3, column: 1),
                rule: "controller-main-actor", passed: false),
        Subject(symbol: "FeatureController", kind: "Controller", location: SourceLocation(file: controller, line: 3, column: 1),
                rule: "controller-final", passed: true),
        Subject(symbol: "FeatureController", kind: "Controller", location: SourceLocation(file: controller, line: 3, column: 1),
                rule: "controller-private-set", passed: false),
        Subject(symbol: "FeatureService", kind: "Service", location: SourceLocation(file: service, line: 8, column: 1),
                rule: "service-is-actor", passed: true),
        Subject(symbol: "FeatureService", kind: "Service", location: SourceLocation(file: service, line: 8, column: 1),
                rule: "service-no-main-actor", passed: false),
        Subject(symbol: "FeatureView", kind: "View", location: SourceLocation(file: view, line: 10, column: 1),
                rule: "view-no-service-calls", passed: false),
        Subject(symbol: "FeatureView", kind: "View", location: SourceLocation(file: view, line: 10, column: 1),
                rule: "view-controller-state", passed: true),
        Subject(symbol: "FeatureView", kind: "View", location: SourceLocation(file: view, line: 10, column: 1),
                rule: "view-task-modifier", passed: false),
        Subject(symbol: "Item", kind: "Model", location: SourceLocation(file: model, line: 4, column: 1),
                rule: "model-struct", passed: true),
        Subject(symbol: "Item", kind: "Model", location: SourceLocation(file: model, line: 4, column: 1),
                rule: "model-equatable", passed: false),
        Subject(symbol: "ItemRepository", kind: "Repository", location: SourceLocation(file: repository, line: 6, column: 1),
                rule: "repository-protocol", passed: true),
    ]

    static let problems: [Finding] = [
        Finding(rule: "parse", severity: .error,
                message: "unterminated string literal; declarations after this point were skipped",
                location: SourceLocation(file: broken, line: 7, column: 3)),
    ]

    /// The shared sample report.
    static var report: Report {
        Report(findings: findings.reversed(), rules: rules, subjects: subjects, filesChecked: 7, problems: problems)
    }

    /// A report with nothing in it.
    static var empty: Report {
        Report(findings: [], rules: [], filesChecked: 0)
    }

    /// A report with only the findings given, for verdict and severity tests.
    static func report(severities: [Severity]) -> Report {
        let findings = severities.enumerated().map { index, severity in
            Finding(rule: "rule-\(index)", severity: severity, message: "message \(index)",
                    location: SourceLocation(file: "A.swift", line: index + 1, column: 1), symbol: "A", subjectKind: "Model")
        }
        return Report(findings: findings, rules: [], filesChecked: 1)
    }
}

extension Fixture {
    /// A file name that, printed raw on its own line, is a GitHub workflow command.
    static let injectingFile = "x\n::error file=evil.swift,line=1::INJECTED\n.swift"
    /// A symbol with a terminal escape, a bell, a bidi override and markdown/HTML/XML syntax.
    static let hostileSymbol = "Evil\u{1B}[31mType\u{07}\u{202E}<b>|`x`&'\"*_[a](b)"
    /// A message with a workflow command after a CRLF, a mention, HTML, a table pipe, `%` and a NUL.
    static let hostileMessage = "Fix @octocat <script>alert(1)</script> | 100% done\r\n::warning::FORGED\u{0}\u{1B}]0;title\u{07}"

    /// One finding of each shape with hostile names: a symbol finding in the injecting file, a file-level one, and
    /// a problem; a rule whose summary has placeholders.
    static var hostileReport: Report {
        let findings = [
            Finding(rule: "evil-rule", severity: .error, message: hostileMessage,
                    location: SourceLocation(file: injectingFile, line: 2, column: 3), symbol: hostileSymbol, subjectKind: "class",
                    pack: "evil"),
            Finding(rule: "file-rule", severity: .warning, message: "file-level \u{1B}[2J",
                    location: SourceLocation(file: "dir, v2/a:b %.swift\u{1B}\u{07}", line: 1, column: 1), symbol: nil, subjectKind: "file"),
        ]
        let problems = [
            Finding(rule: "swift-syntax", severity: .warning, message: "unterminated\n::error::PROBLEM",
                    location: SourceLocation(file: injectingFile, line: 9, column: 1)),
        ]
        let rules = [
            RuleDescriptor(id: "evil-rule", severity: .error, summary: "{name} must not be {kind} in {file}", pack: "evil"),
            RuleDescriptor(id: "file-rule", severity: .warning, summary: "Files are fine", pack: "evil"),
        ]
        return Report(findings: findings, rules: rules, filesChecked: 2, problems: problems)
    }
}

extension Fixture {
    /// Source texts for `placedReport`, served by `placedOptions`' reader: an import, a call with a range, a force
    /// unwrap after a tab and non-ASCII text, a range over two lines, and a finding whose file is missing.
    static let placedSources: [String: String] = [
        view: """
            import SwiftUI
            import Combine

            struct FeatureView: View {
            \tvar body: some View { Text("café ✓ \\(service.fetch()!)") }
            \tfunc load() {
            \t\tservice.save(
            \t\t\titems)
            \t}
            }
            """,
        controller: "final class FeatureController {\r\n    var items: [Item] = []\r\n}\r\n",
    ]

    static var placedReport: Report {
        func finding(_ rule: String, _ severity: Severity, _ message: String, _ file: String, _ line: Int, _ column: Int,
                     end: (Int, Int)? = nil) -> Finding {
            Finding(rule: rule, severity: severity, message: message, location: SourceLocation(file: file, line: line, column: column),
                    symbol: nil, subjectKind: "file", pack: "mvc", endLine: end?.0, endColumn: end?.1)
        }
        let findings = [
            finding("view-no-combine", .error, "FeatureView.swift imports Combine", view, 2, 1),
            // `service.fetch()` after `Text("café ✓ \(`: columns count bytes, the caret counts characters
            finding("view-no-service-calls", .error, "FeatureView calls FeatureService.fetch() directly", view, 5, 42, end: (5, 57)),
            finding("no-force-unwrap", .warning, "Force unwrap", view, 5, 57, end: (5, 58)),
            finding("view-no-service-calls", .error, "FeatureView calls FeatureService.save(_:) directly", view, 7, 3, end: (8, 10)),
            finding("controller-private-set", .warning, "FeatureController.items should be private(set)", controller, 2, 5, end: (2, 14)),
            finding("file-header", .info, "File has no header comment", legacy, 1, 1),
        ]
        return Report(findings: findings, rules: rules, filesChecked: 3)
    }

    static var placedOptions: ReportOptions {
        var options = Fixture.options
        options.sourceReader = .contents(placedSources)
        return options
    }
}
