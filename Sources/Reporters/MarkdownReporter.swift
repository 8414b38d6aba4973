// MarkdownReporter: a report sized for a pull-request comment — the verdict, a table per severity and per rule,
// then each subject once with its findings, the first N findings of each rule listed and the rest counted, and
// never more than GitHub's 65,536 characters for a comment, whatever the input.
import Findings

/// ```
/// ## <title>
///
/// **FAIL** · 7 findings in 7 files checked · 1 problem
///
/// | severity | findings |
/// |:--|--:|
/// | error | 3 |
/// …
///
/// | rule | severity | findings | checks that |
/// |:--|:--|--:|:--|
/// | controller-main-actor | error | 1 | Controllers are `@MainActor` |
/// …
///
/// 4 of 12 rules passed with no findings.
///
/// ### Controllers
///
/// **FeatureController** · Sources/App/Controllers/FeatureController.swift
/// - **error** controller-main-actor · 3:1 — FeatureController must be annotated `@MainActor`
/// ```
/// Subjects are grouped under a heading per kind (`ReportOptions.subjectHeadings`); a file-level finding's subject
/// is its file. `quiet` leaves out everything before the subjects. Names and messages are escaped for Markdown
/// (`markdownEscaped`): no control character, line break, HTML, link, emphasis or `@mention` comes from them.
public struct MarkdownReporter: Reporter {
    /// GitHub's limit for a comment's body, in characters. The report's UTF-8 bytes (never fewer than its
    /// characters) stay below it.
    public static let characterLimit = 65_536
    /// Room kept for the note that says the report was cut.
    static let noteReserve = 600
    /// Longest name, message and description shown, in characters: one line cannot take the whole budget.
    static let nameLimit = 200
    static let messageLimit = 500
    static let descriptionLimit = 120
    /// Rules listed in the rule table; the rest are counted on one row.
    static let ruleTableLimit = 50

    /// The size the report stays below, in UTF-8 bytes (tests give a smaller one).
    let byteLimit: Int

    public init(characterLimit: Int = MarkdownReporter.characterLimit) {
        byteLimit = characterLimit
    }

    public func render(_ report: Report, options: ReportOptions) -> String {
        let findings = report.findings.inReportOrder()
        let perRule = max(0, options.maxFindingsPerRule)
        var listedOfRule: [String: Int] = [:]
        let listed = findings.map { finding -> Bool in
            let count = listedOfRule[finding.rule, default: 0]
            guard count < perRule else { return false }
            listedOfRule[finding.rule] = count + 1
            return true
        }
        let links = MarkdownLinks(base: options.linkBase, root: options.linkRoot, workingDirectory: options.linkWorkingDirectory)
        var page = MarkdownPage(byteLimit: max(0, byteLimit - Self.noteReserve))

        let title = options.title.oneLine.isEmpty ? ReportOptions.defaultTitle : options.title.oneLine
        page.add("## " + title.truncated(to: Self.nameLimit).markdownEscaped)
        if !options.quiet { summary(report, findings: findings, options: options, into: &page) }

        if !report.problems.isEmpty {
            page.add("")
            page.add("### Problems (files not fully checked)")
            let problems = report.problems.inReportOrder()
            for problem in problems.prefix(max(1, perRule)) {
                page.add("- " + Self.place(problem.location, links: links) + " — " + Self.message(problem) + " " + Self.code(problem.rule))
            }
            if problems.count > max(1, perRule) { page.add("- … and \(counted(problems.count - max(1, perRule), "more problem", "more problems"))") }
        }

        var shown = 0
        // headings wait for their first finding and go in with it: a cut page ends with a finding, not a heading
        var pending: [String] = []
        // once the page is full nothing more is rendered: the cost is the page's, however many findings there are
        for group in Self.groups(findings, listed: listed, headings: options.subjectHeadings) where !page.isFull {
            pending = ["", "### " + group.heading.truncated(to: Self.nameLimit).markdownEscaped]
            for entry in group.entries where !page.isFull {
                let name = "**" + entry.name.truncated(to: Self.nameLimit).markdownEscaped + "**"
                pending += ["", entry.isFile ? name : name + " · " + entry.file.truncated(to: Self.nameLimit).markdownEscaped]
                for finding in entry.findings where !page.isFull {
                    let line = "- **\(finding.severity.rawValue)** " + Self.code(finding.rule) + " · "
                        + Self.place(position: finding.location, links: links) + " — " + Self.message(finding)
                    if page.add(pending + [line]) {
                        shown += 1
                        pending = []
                    }
                }
            }
        }
        let unlisted = listed.lazy.filter { !$0 }.count
        if unlisted > 0 {
            page.add("")
            page.add("_\(counted(unlisted, "more finding is", "more findings are")) not listed: the report lists the first "
                     + "\(perRule) of each rule (`--max-findings`)._")
        }

        var lines = page.lines
        if page.isFull {
            lines += ["", "> **Report cut** to stay under GitHub's \(byteLimit)-character limit for a comment: "
                      + "\(shown) of \(findings.count) findings listed. Run `policy check` with `--format text`, `json` or "
                      + "`sarif` for all of them."]
        }
        return joinedLines(lines)
    }

    /// The verdict, the severity table, the rule table and what passed.
    private func summary(_ report: Report, findings: [Finding], options: ReportOptions, into page: inout MarkdownPage) {
        let summary = ReportSummary(report)
        var verdict = "**\(summary.verdict.rawValue)** · \(counted(summary.findings, "finding", "findings")) in "
            + "\(counted(summary.filesChecked, "file", "files")) checked"
        if summary.problems > 0 { verdict += " · \(counted(summary.problems, "problem", "problems"))" }
        if options.hiddenFindings > 0, let level = options.minimumSeverity {
            verdict += " · \(options.hiddenFindings) below \(level.rawValue) not shown"
        }
        page.add("")
        page.add(verdict)
        if summary.findings > 0 {
            page.add("")
            page.add("| severity | findings |")
            page.add("|:--|--:|")
            for (severity, count) in [(Severity.error, summary.errors), (.warning, summary.warnings), (.info, summary.infos)] where count > 0 {
                page.add("| \(severity.rawValue) | \(count) |")
            }
        }

        var byRule: [String: (count: Int, severity: Severity)] = [:]
        for finding in findings {
            let seen = byRule[finding.rule]
            byRule[finding.rule] = ((seen?.count ?? 0) + 1, max(seen?.severity ?? .info, finding.severity))
        }
        let descriptions = Dictionary(report.rules.map { ($0.id, $0.summary) }, uniquingKeysWith: { first, _ in first })
        let rows = byRule.sorted { a, b in
            if a.value.severity != b.value.severity { return a.value.severity > b.value.severity }
            if a.value.count != b.value.count { return a.value.count > b.value.count }
            return a.key < b.key
        }
        let perRule = max(0, options.maxFindingsPerRule)
        if !rows.isEmpty {
            page.add("")
            page.add("| rule | severity | findings | checks that |")
            page.add("|:--|:--|--:|:--|")
            for (rule, tally) in rows.prefix(Self.ruleTableLimit) {
                let count = tally.count > perRule ? "\(tally.count) (\(perRule) listed)" : "\(tally.count)"
                let description = descriptions[rule].map { $0.withoutPlaceholders.oneLine.truncated(to: Self.descriptionLimit).markdownEscaped } ?? ""
                page.add("| \(Self.code(rule)) | \(tally.severity.rawValue) | \(count) | \(description) |")
            }
            if rows.count > Self.ruleTableLimit {
                let rest = rows.dropFirst(Self.ruleTableLimit)
                page.add("| … | | \(rest.reduce(0) { $0 + $1.value.count }) | \(counted(rest.count, "more rule", "more rules")) |")
            }
        }
        let evaluated = Set(report.rules.map(\.id))
        if !evaluated.isEmpty {
            let passed = evaluated.subtracting(byRule.keys).count
            page.add("")
            page.add("\(passed) of \(counted(evaluated.count, "rule", "rules")) passed with no findings.")
        }
    }

    /// One subject (a symbol, or a file for file-level findings) and its listed findings, in report order.
    struct Entry {
        var name: String
        var file: String
        var isFile: Bool
        var findings: [Finding]
    }

    struct Group {
        var heading: String
        var entries: [Entry]
    }

    /// The listed findings by heading (the subject's kind) and subject; headings in `SubjectHeadings` order, subjects
    /// by file, then first line, then name.
    static func groups(_ findings: [Finding], listed: [Bool], headings: SubjectHeadings) -> [Group] {
        struct Key: Hashable {
            var name: String
            var file: String
        }
        // a heading per kind, worked out once per kind rather than once per finding
        var headingOfKind: [String: Int] = [:]
        var headingNames: [(heading: String, sortKey: (Int, String))] = []
        var entryOfKey: [Key: Int] = [:]
        var entries: [(heading: Int, entry: Entry)] = []
        for (index, finding) in findings.enumerated() where listed[index] {
            let kind = finding.subjectKind ?? "file"
            let heading: Int
            if let known = headingOfKind[kind] {
                heading = known
            } else {
                let name = headings.heading(for: kind)
                heading = headingNames.firstIndex { $0.heading == name } ?? headingNames.count
                if heading == headingNames.count { headingNames.append((name, headings.sortKey(for: kind))) }
                headingOfKind[kind] = heading
            }
            let key = Key(name: finding.symbol ?? finding.location.file, file: finding.location.file)
            if let entry = entryOfKey[key] {
                entries[entry].entry.findings.append(finding)
            } else {
                entryOfKey[key] = entries.count
                entries.append((heading, Entry(name: key.name, file: key.file, isFile: finding.symbol == nil, findings: [finding])))
            }
        }
        var entriesOfHeading = [[Entry]](repeating: [], count: headingNames.count)
        for (heading, entry) in entries { entriesOfHeading[heading].append(entry) }
        return headingNames.indices.sorted { headingNames[$0].sortKey < headingNames[$1].sortKey }.map { heading in
            Group(heading: headingNames[heading].heading, entries: entriesOfHeading[heading].sorted { a, b in
                if a.file != b.file { return a.file < b.file }
                let la = a.findings[0].location.line, lb = b.findings[0].location.line
                return la != lb ? la < lb : a.name < b.name
            })
        }
    }

    /// A rule id as code when it is a plain id, else escaped text (a code span cannot escape a backtick).
    static func code(_ rule: String) -> String {
        let plain = !rule.isEmpty && rule.utf8.count <= nameLimit && rule.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "_") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "/")
        }
        return plain ? "`\(rule)`" : rule.truncated(to: nameLimit).markdownEscaped
    }

    static func message(_ finding: Finding) -> String {
        finding.message.oneLine.truncated(to: messageLimit).markdownEscaped
    }

    /// `file:line:col`, linked to the line when there is a link base.
    static func place(_ location: SourceLocation, links: MarkdownLinks) -> String {
        links.link(location.spelled.truncated(to: nameLimit).markdownEscaped, file: location.file, line: location.line)
    }

    /// `line:col` (or `file` when there is no line), linked when there is a link base.
    static func place(position location: SourceLocation, links: MarkdownLinks) -> String {
        let text = location.position.isEmpty ? "file" : location.position
        return links.link(text, file: location.file, line: location.line)
    }
}

/// The lines of a report that must stay below a size: a line that would pass it is refused, and so is every later
/// one (the report is then marked cut), so what is kept is a prefix.
struct MarkdownPage {
    let byteLimit: Int
    private(set) var lines: [String] = []
    private(set) var bytes = 0
    private(set) var isFull = false

    init(byteLimit: Int) {
        self.byteLimit = byteLimit
    }

    @discardableResult
    mutating func add(_ line: String) -> Bool {
        add([line])
    }

    /// Adds every line or, when they do not all fit, none.
    @discardableResult
    mutating func add(_ block: [String]) -> Bool {
        guard !isFull else { return false }
        let size = block.reduce(0) { $0 + $1.utf8.count + 1 }
        guard bytes + size <= byteLimit else {
            isFull = true
            return false
        }
        bytes += size
        lines += block
        return true
    }
}

/// Links to a file's line in a repository browser: `base/path#Lline`, where `path` is the file's path below `root`
/// (relative paths read from `workingDirectory`); without a root, relative paths as they are. A file outside the root
/// (or an absolute path with no root) names nothing under the base and is not linked.
struct MarkdownLinks {
    var base: String?
    var root: String?
    var workingDirectory: String?

    init(base: String?, root: String? = nil, workingDirectory: String? = nil) {
        self.root = root.map(Self.normalized)
        self.workingDirectory = workingDirectory.map(Self.normalized)
        guard let base, !base.isEmpty else { self.base = nil; return }
        var trimmed = Substring(base)
        while trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        self.base = Self.encode(String(trimmed), keepingSlashesAndColons: true)
    }

    func link(_ text: String, file: String, line: Int) -> String {
        guard let base, let path = repositoryPath(file) else { return text }
        let target = base + "/" + Self.encode(path, keepingSlashesAndColons: false) + (line >= 1 ? "#L\(line)" : "")
        return "[\(text)](\(target))"
    }

    /// `file` below the root, or as written when there is no root and it is relative; nil when it cannot be linked.
    func repositoryPath(_ file: String) -> String? {
        guard !file.isEmpty else { return nil }
        guard let root else { return file.hasPrefix("/") ? nil : Self.normalized(file) }
        let absolute = file.hasPrefix("/") ? Self.normalized(file) : Self.normalized((workingDirectory ?? root) + "/" + file)
        guard absolute.hasPrefix(root + "/") else { return nil }
        return String(absolute.dropFirst(root.count + 1))
    }

    /// The path with `.` and empty components dropped and `..` applied (text only, links are not followed).
    static func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty, parts.last != ".." { parts.removeLast() } else if !path.hasPrefix("/") { parts.append(part) }
            default: parts.append(part)
            }
        }
        return (path.hasPrefix("/") ? "/" : "") + parts.joined(separator: "/")
    }

    /// Percent-encodes every byte but unreserved ones, `/` (and `:`, `?`, `=`, `&`, `#`, `@`, `%` in the base, whose
    /// meaning the user gave): the result holds no space, parenthesis, bracket or control, so it ends the link where
    /// it should.
    static func encode(_ text: String, keepingSlashesAndColons: Bool) -> String {
        var out: [UInt8] = []
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in text.utf8 {
            let unreserved = (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "-._~/".utf8.contains(byte)
            let kept = unreserved || (keepingSlashesAndColons && ":?=&#@%+,;".utf8.contains(byte))
            if kept {
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }
}

extension String {
    /// Text that reads as itself on one Markdown line: controls, line breaks and bidi overrides spelled `\u{1B}`;
    /// the characters that make emphasis, code, links, HTML, entities, tables and math (`\ ` * _ [ ] < > | ~ & $`)
    /// backslash-escaped; `@name` put in a code span so that it mentions nobody.
    var markdownEscaped: String {
        let special: Set<Unicode.Scalar> = ["\\", "`", "*", "_", "[", "]", "<", ">", "|", "~", "&", "$", "@"]
        guard unicodeScalars.contains(where: { special.contains($0) || $0.isUnsafeInReports || $0 == "\t" }) else { return self }
        let scalars = Array(unicodeScalars)
        var out = String.UnicodeScalarView()
        var index = 0
        func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "_" || scalar == "-"
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if scalar == "@", index + 1 < scalars.count, isNameScalar(scalars[index + 1]) {
                var end = index + 1
                while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
                out.append("`")
                out.append(contentsOf: scalars[index..<end])
                out.append("`")
                index = end
                continue
            }
            if scalar == "\t" || scalar.isUnsafeInReports {
                out.append(contentsOf: scalar.visibleEscape.unicodeScalars)
            } else if special.contains(scalar) {
                out.append("\\")
                out.append(scalar)
            } else {
                out.append(scalar)
            }
            index += 1
        }
        return String(out)
    }
}
