// Layout rules (`line longer than 120`, `line with trailing whitespace`, `blank lines more than 1`,
// `line indented with tabs`, `line indented not by a multiple of 4`, `import out of order`, each `[in S] [under P]
// must not exist`): every place of a file where the fact holds is one finding, at its line and column, with its end.
// The facts (SwiftLexer's `LayoutFacts`) are computed from a file's text only when a layout rule asks, once per file
// and evaluation thread; the graph keeps none of them.

import Findings
import PolicyLanguage
import SwiftLexer
import SymbolGraph

/// One place where a layout fact holds.
struct LayoutPlace: Hashable {
    var file: Int
    /// Where the place begins in the file's text (for `in S`: the place belongs to the symbols whose text holds it).
    var offset: Int
    var line: Int
    var column: Int
    /// Just past the place's last byte (as SARIF regions have it).
    var endLine: Int
    var endColumn: Int
    /// The values of the fact's message placeholders (`{length}`, `{limit}`…).
    var values: [String: String]
    /// The message when the rule gives none.
    var message: String
}

/// A thread's layout places by layout selector and file. A file's facts are computed when a layout rule first needs
/// them, every layout selector of the policies (`selectorsOfPolicies`) is answered from them at once into a store every
/// thread takes from (`FileBatchStore`), and the facts are dropped: memory holds the places rules have yet to read,
/// not facts of every line of every file. Used by one thread at a time (the store has its own lock).
final class LayoutMemo {
    private let selectorsOfPolicies: [LayoutSelector]
    private let store: FileBatchStore<LayoutPlace>
    /// The places this thread took from the store in the file its rule is reading now (a rule with `in S` reads a
    /// file once per subject).
    private var taken: (file: Int, places: [SourceSpan: [LayoutPlace]]) = (-1, [:])
    /// Files whose facts were computed, for tests that check it happens once per file.
    private(set) var computedFiles = 0

    /// Whether every layout rule reads every file (none has `in` or `under`), so that each file can be read for
    /// them before the rules run (`prefetch`).
    private let everyFileIsRead: Bool

    init(selectors: [LayoutSelector] = [], everyFileIsRead: Bool = false, store: FileBatchStore<LayoutPlace> = FileBatchStore()) {
        var seen = Set<SourceSpan>()
        selectorsOfPolicies = selectors.filter { seen.insert($0.span).inserted }
        self.everyFileIsRead = everyFileIsRead
        self.store = store
    }

    /// The places of file `file` where the layout fact holds, in order; `text` reads the file when first needed.
    func places(_ layout: LayoutSelector, file: Int, text: () -> [UInt8]) -> [LayoutPlace] {
        if taken.file != file { taken = (file, [:]) }
        if let known = taken.places[layout.span] { return known }
        let found = store.take(layout.span, file: file) { batch([layout] + selectorsOfPolicies, file: file, text: text) }
        taken.places[layout.span] = found
        return found
    }

    /// Reads file `file` for every layout rule now, when all of them read every file (`Evaluator.evaluate` calls it
    /// for each file, on every thread, before the rules run).
    func prefetch(file: Int, text: () -> [UInt8]) {
        guard everyFileIsRead, !selectorsOfPolicies.isEmpty else { return }
        store.fill(file: file) { batch(selectorsOfPolicies, file: file, text: text) }
    }

    private func batch(_ selectors: [LayoutSelector], file: Int, text: () -> [UInt8]) -> [SourceSpan: [LayoutPlace]] {
        let fileFacts = LayoutFacts(Self.utf8(text()))
        computedFiles += 1
        var batch: [SourceSpan: [LayoutPlace]] = [:]
        for selector in selectors where batch[selector.span] == nil {
            batch[selector.span] = selector.places(in: fileFacts, file: file)
        }
        return batch
    }

    /// UTF-16 text with a byte order mark (as the graph builder reads it) as UTF-8 without the mark, so that lines and
    /// columns are those of the other findings; any other text as it is. A lone surrogate becomes U+FFFD.
    static func utf8(_ bytes: [UInt8]) -> [UInt8] {
        guard bytes.count >= 2 else { return bytes }
        let littleEndian: Bool
        switch (bytes[0], bytes[1]) {
        case (0xFF, 0xFE): littleEndian = true
        case (0xFE, 0xFF): littleEndian = false
        default: return bytes
        }
        var units: [UInt16] = []
        units.reserveCapacity(bytes.count / 2)
        var i = 2
        while i + 1 < bytes.count {
            let (low, high) = littleEndian ? (bytes[i], bytes[i + 1]) : (bytes[i + 1], bytes[i])
            units.append(UInt16(low) | UInt16(high) << 8)
            i += 2
        }
        // an odd last byte is not text
        if i < bytes.count { units.append(0xFFFD) }
        return Array(String(decoding: units, as: UTF16.self).utf8)
    }
}

extension LayoutSelector {
    /// Where the fact holds in a file, in order, less what the selector ignores.
    func places(in facts: LayoutFacts, file: Int) -> [LayoutPlace] {
        var found: [LayoutPlace] = []
        func add(_ line: LayoutFacts.Line, from start: Int, to end: Int, endLine: LayoutFacts.Line? = nil,
                 _ values: [String: String], _ message: String) {
            let last = endLine ?? line
            found.append(LayoutPlace(file: file, offset: start, line: line.number, column: start - line.start + 1,
                                     endLine: last.number, endColumn: end - last.start + 1, values: values, message: message))
        }
        switch fact {
        case .lineLongerThan(let limit):
            for line in facts.lines where line.end - line.textStart > limit {
                // a character has at least one byte: a line of at most `limit` bytes was never decoded
                if ignores(.comments), line.isCommentOnly { continue }
                if ignores(.strings), line.startsInString { continue }
                var length = facts.characterCount(line)
                if ignores(.urls) { length -= facts.urls(in: line).reduce(0) { $0 + facts.characterCount($1) } }
                guard length > limit else { continue }
                add(line, from: facts.offset(afterCharacters: limit, in: line), to: line.end,
                    ["length": String(length), "limit": String(limit)],
                    "Line is \(length) characters long; the limit is \(limit)")
            }
        case .trailingWhitespace:
            for line in facts.lines where line.hasTrailingWhitespace {
                if ignores(.blankLines), line.isBlank { continue }
                if ignores(.comments), line.trailingInComment { continue }
                if ignores(.strings), line.trailingInString { continue }
                let count = line.end - line.trailingStart
                add(line, from: line.trailingStart, to: line.end, ["count": String(count)],
                    "Line ends with white space (\(count) \(count == 1 ? "character" : "characters"))")
            }
        case .blankLinesMoreThan(let limit):
            var run: [LayoutFacts.Line] = []
            func endRun() {
                if run.count > limit, let last = run.last {
                    let first = run[limit]
                    add(first, from: first.start, to: last.end, endLine: last,
                        ["count": String(run.count), "limit": String(limit)],
                        "\(run.count) blank lines in a row; at most \(limit) allowed")
                }
                run.removeAll()
            }
            for line in facts.lines {
                let counts = line.isBlank && !(ignores(.comments) && line.startsInComment)
                    && !(ignores(.strings) && line.startsInString)
                if counts { run.append(line) } else { endRun() }
            }
            endRun()
        case .indentedWithTabs, .indentedWithSpaces, .indentedNotByMultipleOf:
            // the first lines of code and comments only: a line that begins inside a block comment or a string
            // literal is indented by its text
            for line in facts.lines where !line.isBlank && !line.startsInComment && !line.startsInString {
                if ignores(.comments), line.isCommentOnly { continue }
                let indentation = facts.bytes[line.textStart..<line.indentationEnd]
                switch fact {
                case .indentedWithTabs:
                    guard let tab = indentation.firstIndex(of: 9) else { continue }
                    add(line, from: tab, to: line.indentationEnd, ["width": String(indentation.count)],
                        "Line is indented with tabs")
                case .indentedWithSpaces:
                    guard let space = indentation.firstIndex(of: 32) else { continue }
                    add(line, from: space, to: line.indentationEnd, ["width": String(indentation.count)],
                        "Line is indented with spaces")
                case .indentedNotByMultipleOf(let step):
                    let width = line.indentationSpaces + line.indentationTabs * step
                    guard width % step != 0 else { continue }
                    add(line, from: line.textStart, to: line.indentationEnd, ["width": String(width), "limit": String(step)],
                        "Line is indented by \(width), not a multiple of \(step)")
                default:
                    continue
                }
            }
        case .importOutOfOrder(let testableLast):
            func key(_ item: LayoutFacts.Import) -> (Int, String) {
                (testableLast && item.isTestable ? 1 : 0, item.module.lowercased())
            }
            let order = testableLast ? "alphabetical, @testable last" : "alphabetical"
            for (previous, item) in zip(facts.imports, facts.imports.dropFirst()) {
                // a group is a run of imports on consecutive lines: a blank line, a comment or `#if` ends it
                guard item.line == previous.endLine + 1, key(item) < key(previous),
                      item.line <= facts.lines.count, item.endLine <= facts.lines.count else { continue }
                add(facts.lines[item.line - 1], from: item.start, to: item.end, endLine: facts.lines[item.endLine - 1],
                    ["module": item.module, "previous": previous.module],
                    "import \(item.module) should come before import \(previous.module) (\(order))")
            }
        }
        return found
    }
}

extension EvaluationContext {
    func evaluateLayout(_ rule: CheckedRule, _ layout: LayoutSelector,
                        message: (SubjectRef, _ values: [String: String]) -> String) -> RuleResult {
        var result = RuleResult()
        guard case .simple(let simple) = rule.rule.assertion.selector.kind,
              let requirement = Self.reportingRequirement(rule.rule.assertion) else { return result }
        let found = selectedPlaces(simple) { layoutPlaces(layout, in: $0) }
        let severity = Severity(rule.severity(of: requirement))
        for (place, subject) in found {
            let symbol: String?
            if case .file = subject { symbol = nil } else { symbol = facts.qualifiedName(subject) }
            let text = rule.rule.message == nil ? place.message : message(subject, place.values)
            result.findings.append(Finding(rule: rule.id, severity: severity, message: text,
                                           location: SourceLocation(file: graph.files[place.file].path, line: place.line,
                                                                    column: place.column),
                                           symbol: symbol, subjectKind: subjectKind(subject),
                                           endLine: place.endLine, endColumn: place.endColumn))
        }
        return result
    }

    /// The places of the layout fact inside the subject's text: a declaration's byte range (a parameter's
    /// function's), or a whole file.
    func layoutPlaces(_ layout: LayoutSelector, in subject: SubjectRef) -> [LayoutPlace] {
        let file = facts.fileIndex(subject)
        let all = codePatterns.layout.places(layout, file: file) { codePatterns.text(file: file, path: graph.files[file].path) }
        guard let id = subject.declaration else { return all }
        let range = graph.range(of: id)
        return all.filter { $0.offset >= range.startOffset && $0.offset < range.endOffset }
    }
}
