// PatternQuery: a pattern over many files, as `policy query --pattern` runs it. Files are read and pre-filtered
// by bytes (a file without the pattern's words is not parsed), parsed and searched on `jobs` threads, and the
// matches rendered in file order as text (`file:line:col: text  {bindings}`) or JSON.

import Foundation
import SwiftCode

/// One match ready to print: where, what text, what each metavariable bound.
public struct FileMatch: Sendable, Equatable {
    public var file: String
    public var range: MatchRange
    /// The matched source as written.
    public var text: String
    /// Metavariable name (without `$`) → normalised bound text, in the order the pattern names them.
    public var bindings: [(name: String, text: String)]

    public init(file: String, range: MatchRange, text: String, bindings: [(name: String, text: String)]) {
        self.file = file
        self.range = range
        self.text = text
        self.bindings = bindings
    }

    public static func == (a: FileMatch, b: FileMatch) -> Bool {
        a.file == b.file && a.range == b.range && a.text == b.text && a.bindings.elementsEqual(b.bindings, by: { $0 == $1 })
    }
}

/// What a query did, for `--stats` and the summary line.
public struct QueryStatistics: Sendable {
    public var files = 0
    public var bytes = 0
    /// Files that contained every word of the pattern, so were parsed.
    public var parsedFiles = 0
    public var unreadable: [String] = []
    public var search = SearchStatistics()
}

public enum PatternQuery {
    /// How the threads render each file's matches, so that printing many matches is not one thread's work.
    public enum Rendering: Sendable {
        case none, text, json
    }

    /// The matches of `pattern` in `files` (file order, then source order), searching `jobs` files at a time, and
    /// their rendering (`renderText`, or the JSON objects that `renderJSON` joins), each file rendered by its thread.
    public static func run(_ pattern: CodePattern, files: [String], jobs: Int,
                           rendering: Rendering = .none) -> (matches: [FileMatch], rendered: [String], statistics: QueryStatistics) {
        let results = Slots(count: files.count)
        let next = Counter()
        let workers = max(1, min(jobs, files.count))
        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            while true {
                let index = next.take()
                guard index < files.count else { return }
                results.set(index, search(pattern, file: files[index], rendering: rendering))
            }
        }
        var matches: [FileMatch] = []
        var rendered: [String] = []
        var statistics = QueryStatistics()
        for (file, result) in zip(files, results.takeAll()) {
            statistics.files += 1
            guard let result else { statistics.unreadable.append(file); continue }
            statistics.bytes += result.bytes
            if result.parsed { statistics.parsedFiles += 1 }
            statistics.search.candidates += result.search.candidates
            statistics.search.steps += result.search.steps
            statistics.search.budgetExceeded += result.search.budgetExceeded
            matches += result.matches
            if !result.rendered.isEmpty { rendered.append(result.rendered) }
        }
        return (matches, rendered, statistics)
    }

    struct FileResult: Sendable {
        var bytes: Int
        var parsed: Bool
        var matches: [FileMatch]
        var rendered = ""
        var search: SearchStatistics
    }

    static func search(_ pattern: CodePattern, file: String, rendering: Rendering) -> FileResult? {
        guard let data = FileManager.default.contents(atPath: file) else { return nil }
        let mayMatch = data.withUnsafeBytes { pattern.mayMatch($0) }
        guard mayMatch else { return FileResult(bytes: data.count, parsed: false, matches: [], search: SearchStatistics()) }
        let tree = CodeParser.parseFile([UInt8](data))
        var statistics = SearchStatistics()
        let found = PatternSearch.matches(of: pattern, in: tree, statistics: &statistics)
        let matches = found.map { fileMatch($0, pattern: pattern, tree: tree, file: file) }
        let rendered: String
        switch rendering {
        case .none: rendered = ""
        case .text: rendered = renderText(matches)
        case .json: rendered = matches.map(jsonObject).joined(separator: ",\n")
        }
        return FileResult(bytes: data.count, parsed: true, matches: matches, rendered: rendered, search: statistics)
    }

    public static func fileMatch(_ match: PatternMatch, pattern: CodePattern, tree: SyntaxTree, file: String) -> FileMatch {
        let range = tree.range(firstToken: match.firstToken, endToken: match.endToken)
        let start = Int(tree.tokens[Int(match.firstToken)].start)
        let end = match.endToken > match.firstToken ? Int(tree.tokens[Int(match.endToken) - 1].end) : start
        var bindings: [(name: String, text: String)] = []
        for name in pattern.metavariables {
            guard let binding = match.binding(name) else { continue }
            bindings.append((name, tree.normalizedText(firstToken: binding.firstToken, endToken: binding.endToken)))
        }
        return FileMatch(file: file, range: range, text: String(decoding: tree.source[start..<end], as: UTF8.self), bindings: bindings)
    }

    // MARK: Rendering

    /// Longest matched text shown on a text line before it is cut with `…`.
    public static let textWidth = 100

    /// `file:line:col: text  {$S: 14, $X: a}`: the text on one line (white space runs as one space), cut.
    public static func renderText(_ matches: [FileMatch]) -> String {
        var out = ""
        for match in matches {
            out += "\(match.file):\(match.range.line):\(match.range.column): \(oneLine(match.text))"
            if !match.bindings.isEmpty {
                out += "  {" + match.bindings.map { "$\($0.name): \(oneLine($0.text))" }.joined(separator: ", ") + "}"
            }
            out += "\n"
        }
        return out
    }

    static func oneLine(_ text: String) -> String {
        var collapsed = ""
        var lastWasSpace = false
        for character in text {
            if character.isWhitespace {
                if !lastWasSpace { collapsed.append(" ") }
                lastWasSpace = true
            } else {
                collapsed.append(character)
                lastWasSpace = false
            }
        }
        guard collapsed.count > textWidth else { return collapsed }
        return String(collapsed.prefix(textWidth - 1)) + "…"
    }

    /// `{"matches": [{"file", "line", "column", "endLine", "endColumn", "text", "bindings": {NAME: text}}]}`.
    public static func renderJSON(_ matches: [FileMatch]) -> String {
        renderJSON(objects: matches.map(jsonObject))
    }

    /// The document around match objects (or runs of them joined by `,\n`, as `run` renders them per file).
    public static func renderJSON(objects: [String]) -> String {
        objects.isEmpty ? "{\"matches\": []}\n" : "{\"matches\": [\n" + objects.joined(separator: ",\n") + "\n]}\n"
    }

    static func jsonObject(_ match: FileMatch) -> String {
        var out = "  {\"file\": \(json(match.file)), \"line\": \(match.range.line), \"column\": \(match.range.column), "
        out += "\"endLine\": \(match.range.endLine), \"endColumn\": \(match.range.endColumn), \"text\": \(json(match.text)), "
        out += "\"bindings\": {" + match.bindings.map { "\(json($0.name)): \(json($0.text))" }.joined(separator: ", ") + "}}"
        return out
    }

    static func json(_ text: String) -> String { JSONString.quoted(text) }

    // MARK: Threads

    /// Results written by index from several threads.
    final class Slots: @unchecked Sendable {
        private var values: [FileResult?]
        private let lock = NSLock()
        init(count: Int) { values = Array(repeating: nil, count: count) }
        func set(_ index: Int, _ value: FileResult?) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
        func takeAll() -> [FileResult?] {
            lock.lock()
            defer { lock.unlock() }
            return values
        }
    }

    /// Hands out file indices to the threads, one at a time.
    final class Counter: @unchecked Sendable {
        private var value = 0
        private let lock = NSLock()
        func take() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value - 1
        }
    }
}
