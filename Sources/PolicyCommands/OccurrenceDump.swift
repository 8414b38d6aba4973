// `policy graph --format occurrences`: parses the code of every file (SwiftCode) and prints each call,
// assignment and force unwrap as one JSON object per line, the oracle's `--occurrences` schema.

import Foundation
import SourceFiles
import SwiftCode
import SymbolGraph

enum OccurrenceDump {
    static func run(paths: [String], jobs: Int, stats: Bool, _ console: Console) -> ExitCode {
        let clock = ContinuousClock()
        let started = clock.now
        let tree = SourceTree.discover(paths)
        let files = tree.files.map(\.path)
        var totals = (bytes: 0, lines: 0, nodes: 0, problems: 0, occurrences: 0, parse: Duration.zero, extract: Duration.zero)
        var parseTime = Duration.zero
        // batches parsed in parallel, printed in file order
        let batchSize = 64
        var batchStart = 0
        while batchStart < files.count {
            let batch = Array(files[batchStart..<min(batchStart + batchSize, files.count)])
            let results = ResultBox(count: batch.count)
            let batchStarted = clock.now
            DispatchQueue.concurrentPerform(iterations: min(max(jobs, 1), batch.count)) { worker in
                var i = worker
                while i < batch.count {
                    results.set(i, dump(batch[i]))
                    i += max(jobs, 1)
                }
            }
            parseTime += clock.now - batchStarted
            for result in results.values {
                guard let result else { continue }
                if !result.text.isEmpty { console.out(result.text) }
                if !result.problemText.isEmpty { console.err(result.problemText) }
                totals.bytes += result.bytes
                totals.lines += result.lines
                totals.nodes += result.nodes
                totals.problems += result.problems
                totals.occurrences += result.occurrences
                totals.parse += result.parseTime
                totals.extract += result.extractTime
            }
            batchStart += batchSize
        }
        for problem in tree.problems { console.err("\(problem.path): warning: \(problem.reason)\n") }
        if stats {
            let seconds = Double((clock.now - started).components.attoseconds) / 1e18 + Double((clock.now - started).components.seconds)
            let parse = Double(parseTime.components.attoseconds) / 1e18 + Double(parseTime.components.seconds)
            console.err(String(format: "stats: occurrences: files %d, lines %d, %.2f MB, nodes %d, code problems %d, occurrences %d\n",
                               files.count, totals.lines, Double(totals.bytes) / 1_048_576, totals.nodes, totals.problems, totals.occurrences))
            func ms(_ d: Duration) -> Double { Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15 }
            console.err(String(format: "stats: occurrences: read+lex+parse+extract+format %.1f ms wall (jobs %d), total %.1f ms; summed over files: lex+parse %.1f ms, extract+format %.1f ms\n",
                               parse * 1000, jobs, seconds * 1000, ms(totals.parse), ms(totals.extract)))
        }
        return tree.problems.isEmpty ? .success : .failure
    }

    struct FileResult: Sendable {
        var text: String
        /// `path:line:col: warning: message` for each problem the parse recovered from.
        var problemText: String
        var parseTime: Duration
        var extractTime: Duration
        var bytes: Int
        var lines: Int
        var nodes: Int
        var problems: Int
        var occurrences: Int
    }

    static func dump(_ path: String) -> FileResult? {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let clock = ContinuousClock()
        let parseStart = clock.now
        let tree = CodeParser.parseFile([UInt8](data))
        let extractStart = clock.now
        let occurrences = tree.occurrences()
        var text = ""
        for occurrence in occurrences {
            text += occurrence.jsonLine(file: path)
            text += "\n"
        }
        let extractEnd = clock.now
        let problemText = tree.problems.map { "\(path):\($0.line):\($0.column): warning: \($0.message)\n" }.joined()
        return FileResult(text: text, problemText: problemText, parseTime: extractStart - parseStart,
                          extractTime: extractEnd - extractStart, bytes: data.count, lines: tree.lines.lineCount, nodes: tree.nodes.count,
                          problems: tree.problems.count, occurrences: occurrences.count)
    }

    /// Results written by index from several threads (each index by one thread).
    final class ResultBox: @unchecked Sendable {
        private(set) var values: [FileResult?]
        private let lock = NSLock()

        init(count: Int) { values = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ value: FileResult?) {
            lock.lock()
            values[index] = value
            lock.unlock()
        }
    }
}
