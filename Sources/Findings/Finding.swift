// Findings: what a check produces. A `Finding` is one rule violated at one place; reporters
// only ever see these values, never the symbol graph or the policy AST.

/// How serious a finding is. Ordered: `info < warning < error`.
public enum Severity: String, Sendable, Codable, CaseIterable, Comparable {
    case info, warning, error

    private var rank: Int {
        switch self {
        case .info: return 0
        case .warning: return 1
        case .error: return 2
        }
    }

    public static func < (lhs: Severity, rhs: Severity) -> Bool { lhs.rank < rhs.rank }
}

/// A place in a source file. Lines and columns are 1-based; the column counts UTF-8 bytes.
public struct SourceLocation: Sendable, Hashable, Codable, Comparable {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public static func < (a: SourceLocation, b: SourceLocation) -> Bool {
        (a.file, a.line, a.column) < (b.file, b.line, b.column)
    }
}

/// What a reporter may say about a rule beyond its id: for SARIF rule metadata, `explain`, markdown.
public struct RuleDescriptor: Sendable, Hashable, Codable {
    public var id: String
    public var severity: Severity
    public var summary: String
    public var pack: String?
    public var rationale: String?
    /// `report once per file`: only the first of the rule's findings in a file is reported (`firstPerFile`).
    public var reportsOncePerFile: Bool
    /// The SwiftLint rules this rule is (`swiftlint line_length`): SwiftLint's directive comments naming them silence it.
    public var swiftLintRules: [String]?

    /// `pack/rule` for a pack's rule, else the id.
    public var qualifiedID: String { pack.map { RuleName.qualified(pack: $0, rule: RuleName.bare(id)) } ?? id }

    public init(id: String, severity: Severity, summary: String, pack: String? = nil, rationale: String? = nil,
                reportsOncePerFile: Bool = false, swiftLintRules: [String]? = nil) {
        self.id = id
        self.severity = severity
        self.summary = summary
        self.pack = pack
        self.rationale = rationale
        self.reportsOncePerFile = reportsOncePerFile
        self.swiftLintRules = swiftLintRules
    }
}

/// Where a code pattern matched in a file: byte offsets into the file as the check read it, for the whole match and
/// for each metavariable's binding (`S`, `BODY`; an empty range where a `$$$` bound nothing).
public struct MatchedCode: Sendable, Hashable, Codable {
    public var range: Range<Int>
    public var bindings: [String: Range<Int>]

    public init(range: Range<Int>, bindings: [String: Range<Int>]) {
        self.range = range
        self.bindings = bindings
    }
}

/// One rule violated by one symbol (or file) at one place.
public struct Finding: Sendable, Hashable, Codable {
    public var rule: String
    public var severity: Severity
    public var message: String
    public var location: SourceLocation
    /// Qualified name of the symbol the finding is about (`FeatureController.items`), or nil for file-level findings.
    public var symbol: String?
    /// The subject's kind as a person says it: `class`, `struct`, `func`, `file`…; used for grouping reports.
    public var subjectKind: String?
    /// The pack whose rule this is (nil for rules of `--policy` files and for the tool's own findings).
    public var pack: String?
    /// Where the offending code ends, when known: 1-based line and UTF-8 byte column, the end exclusive (the column
    /// just after the last byte), in `location.file`. Both nil when only the start is known.
    public var endLine: Int?
    public var endColumn: Int?
    /// For a finding that is one match of a code pattern: the match's bytes and what its metavariables bound, which a
    /// `fix replace` rewrites. Nil for every other finding.
    public var matchedCode: MatchedCode?

    public init(rule: String, severity: Severity, message: String, location: SourceLocation,
                symbol: String? = nil, subjectKind: String? = nil, pack: String? = nil,
                endLine: Int? = nil, endColumn: Int? = nil, matchedCode: MatchedCode? = nil) {
        self.rule = rule
        self.severity = severity
        self.message = message
        self.location = location
        self.symbol = symbol
        self.subjectKind = subjectKind
        self.pack = pack
        self.matchedCode = matchedCode
        // an end is kept only whole and not before the start, so reporters can trust it
        if let endLine, let endColumn, endLine >= 1, endColumn >= 1,
           (endLine, endColumn) >= (location.line, location.column) {
            self.endLine = endLine
            self.endColumn = endColumn
        } else {
            self.endLine = nil
            self.endColumn = nil
        }
    }

    /// The end (line, exclusive column) when both are known.
    public var end: (line: Int, column: Int)? {
        guard let endLine, let endColumn else { return nil }
        return (endLine, endColumn)
    }

    /// The rule's id within its pack: `rule` without a `pack/` qualifier.
    public var bareRule: String { RuleName.bare(rule) }

    /// `pack/rule` for a pack's rule, else the rule id: unique in any check, whatever packs are combined.
    public var qualifiedRule: String { pack.map { RuleName.qualified(pack: $0, rule: bareRule) } ?? rule }

    /// Whether `name` names this finding's rule: the bare id, or `pack/rule`.
    public func isNamed(_ name: String) -> Bool {
        name == rule || name == bareRule || (pack != nil && name == qualifiedRule)
    }
}

/// Rule names across packs: `mvvm/view-model-main-actor` is rule `view-model-main-actor` of pack `mvvm`. Rule ids
/// never contain `/`, so the last `/` separates the pack (whose name may be a path-like reference) from the id.
public enum RuleName {
    public static func qualified(pack: String, rule: String) -> String { pack + "/" + rule }

    /// The id without its pack.
    public static func bare(_ name: String) -> String {
        guard let slash = lastSlash(in: name) else { return name }
        return String(name[name.index(after: slash)...])
    }

    /// The pack part of `pack/rule`, or nil for a bare id.
    public static func pack(of name: String) -> String? {
        guard let slash = lastSlash(in: name) else { return nil }
        return String(name[..<slash])
    }

    /// Searched as bytes: a `/` is never part of a longer character, and a Character search costs a grapheme break
    /// test per character (every finding's rule is asked for in a large check).
    private static func lastSlash(in name: String) -> String.Index? {
        name.utf8.lastIndex(of: UInt8(ascii: "/"))
    }
}

extension Finding: Comparable {
    /// Deterministic report order: file, line, column, then rule id, then message.
    public static func < (a: Finding, b: Finding) -> Bool {
        // field by field, each compared once (reports sort many findings, most of them in the same few files)
        if a.location.file != b.location.file { return a.location.file < b.location.file }
        if a.location.line != b.location.line { return a.location.line < b.location.line }
        if a.location.column != b.location.column { return a.location.column < b.location.column }
        if a.rule != b.rule { return a.rule < b.rule }
        return a.message < b.message
    }
}

extension Array where Element == Finding {
    /// The findings in report order (`<`), stable. Findings that are already in order (as a `Report`'s are) cost
    /// one pass of comparisons and come back as the same list; others are sorted by position and copied once,
    /// rather than moved at every merge of the sort (a finding is six strings, each retained on a copy).
    public func inReportOrder() -> [Finding] {
        // an ordered list is returned as it is: shared, not copied
        guard let order = reportOrder() else { return self }
        return order.map { self[$0] }
    }

    /// The indices of the findings in report order, stable; nil when they are in order already.
    func reportOrder() -> [Int]? {
        withUnsafeBufferPointer { findings in
            guard findings.count > 1, (1..<findings.count).contains(where: { findings[$0] < findings[$0 - 1] }) else { return nil }
            var order = [Int](findings.indices)
            order.sort { findings[$0] < findings[$1] }
            return order
        }
    }
}

extension Array where Element == Finding {
    /// The findings with, for each rule of `rules` that reports once per file, only its first finding in each file,
    /// `{places}` in that finding's message replaced by the number of the rule's findings in the file. Applied after
    /// suppressions, so a suppressed place is not counted and the first place left is the one reported.
    public func firstPerFile(of rules: [RuleDescriptor]) -> [Finding] {
        let once = Set(rules.filter(\.reportsOncePerFile).map(\.qualifiedID))
        guard !once.isEmpty, contains(where: { once.contains($0.qualifiedRule) }) else { return self }
        var kept: [Finding] = []
        var firstOf: [RuleInFile: (index: Int, count: Int)] = [:]
        // visited in report order by index: a sorted copy of every finding would be one more list at the peak
        for index in reportOrder() ?? [Int](indices) {
            let finding = self[index]
            let rule = finding.qualifiedRule
            guard once.contains(rule) else {
                kept.append(finding)
                continue
            }
            let key = RuleInFile(rule: rule, file: finding.location.file)
            if let first = firstOf[key] {
                firstOf[key] = (first.index, first.count + 1)
            } else {
                firstOf[key] = (kept.count, 1)
                kept.append(finding)
            }
        }
        for first in firstOf.values {
            kept[first.index].message = kept[first.index].message.replacing("{places}", with: String(first.count))
        }
        return kept
    }
}

private struct RuleInFile: Hashable {
    var rule: String
    var file: String
}

/// The result of checking: findings plus what the reporters need to describe the run.
public struct Report: Sendable {
    public var findings: [Finding]
    /// Every rule that was evaluated, including those that produced no finding (for PASS lines and SARIF metadata).
    public var rules: [RuleDescriptor]
    /// Subjects each rule was evaluated on: rule id → qualified symbol names that passed or failed it.
    public var subjects: [Subject]
    public var filesChecked: Int
    /// Files that could not be read or parsed completely, with a reason; they were still checked as far as possible.
    public var problems: [Finding]

    public init(findings: [Finding], rules: [RuleDescriptor], subjects: [Subject] = [], filesChecked: Int, problems: [Finding] = []) {
        self.findings = findings.inReportOrder()
        self.rules = rules
        self.subjects = subjects
        self.filesChecked = filesChecked
        self.problems = problems.inReportOrder()
    }
}

/// A symbol a rule applied to, and whether it passed: the markdown report's checklist rows.
public struct Subject: Sendable, Hashable, Codable {
    public var symbol: String
    public var kind: String
    public var location: SourceLocation
    public var rule: String
    public var passed: Bool

    public init(symbol: String, kind: String, location: SourceLocation, rule: String, passed: Bool) {
        self.symbol = symbol
        self.kind = kind
        self.location = location
        self.rule = rule
        self.passed = passed
    }
}
