// GraphBuilder: reads and parses files in parallel (one task per file across all cores, starting while the
// folders are still being walked), then links the declarations into a SymbolGraph (`Linker`): ids, parents,
// modules, imports, indexes, extensions, transitive supertypes, and references/calls resolved by name, with
// the per-file steps in parallel too.

import Dispatch
import Foundation
import Parallel
import SourceFiles
import SwiftDeclarations

/// How long each phase took and how much it read: what `--stats` prints.
public struct GraphStatistics: Sendable {
    public var files = 0
    public var lines = 0
    public var bytes = 0
    public var declarations = 0
    public var edges = 0
    public var filesWithProblems = 0
    /// Wall-clock seconds per phase.
    public var discoverSeconds = 0.0
    public var parseSeconds = 0.0
    public var linkSeconds = 0.0
    /// CPU seconds summed over worker threads, per part of the parallel phase.
    public var readCPUSeconds = 0.0
    public var parseCPUSeconds = 0.0
    public var jobs = 1
    /// Wall-clock seconds of each step of linking (add, indexes, extensions, members, supertypes, edges).
    public var linkPhaseSeconds: [(name: String, seconds: Double)] = []

    public init() {}

    public var totalSeconds: Double { discoverSeconds + parseSeconds + linkSeconds }
    public var megabytes: Double { Double(bytes) / 1_000_000 }
}

/// A file that could not be read, or that parsed with problems (it is still in the graph).
public struct SourceProblem: Sendable, Hashable {
    public var path: String
    public var line: Int
    public var column: Int
    public var message: String
}

public struct GraphBuildResult: Sendable {
    public var graph: SymbolGraph
    public var statistics: GraphStatistics
    public var problems: [SourceProblem]
}

public enum GraphBuilder {
    /// Builds the graph of every `.swift` file under `paths`. Files are read and parsed as the walk finds them:
    /// `jobs - 1` workers start on the first file found, and this thread joins them once the walk is done.
    /// `discoverSeconds` is then the time until the first file was found; the rest of the walk overlaps parsing
    /// and counts in `parseSeconds`.
    public static func build(paths: [String], jobs: Int = ProcessInfo.processInfo.activeProcessorCount,
                             isExcluded: @escaping (String) -> Bool = { _ in false }) -> GraphBuildResult {
        let clock = ContinuousClock()
        let start = clock.now
        let jobs = max(1, jobs)
        let work = ParseQueue()
        let workers = DispatchGroup()
        for _ in 1..<jobs {
            DispatchQueue.global().async(group: workers) { work.parseUntilDone() }
        }
        let tree = SourceTree.discover(paths, isExcluded: isExcluded, found: { work.add($0) })
        work.finishAdding()
        work.parseUntilDone()
        workers.wait()
        let parseEnd = clock.now
        let firstFound = work.firstFound ?? parseEnd
        var statistics = GraphStatistics()
        statistics.jobs = jobs
        statistics.discoverSeconds = (firstFound - start).seconds
        statistics.parseSeconds = (parseEnd - firstFound).seconds
        return link(tree: tree, parsed: work.takeResults(), statistics: statistics)
    }

    /// Reads and parses one file, timing both: read into the buffer and lexed into the memory the calling thread
    /// reuses from file to file.
    fileprivate static func parse(_ entry: SourceTree.Entry, memory: inout ParseMemory, reader: SourceReader) -> ParseSlot {
        let clock = ContinuousClock()
        let readStart = clock.now
        var parseStart: ContinuousClock.Instant?
        var slot = ParseSlot()
        switch reader.withContents(of: entry.path, { bytes in
            parseStart = clock.now
            return SwiftFileParser.parse(bytes: bytes, path: entry.path, memory: &memory)
        }) {
        case .read(let parsed): slot.parsed = parsed
        case .unreadable: break
        case .tooLarge(let bytes): slot.problem = "file too large to check (\(bytes) bytes; the limit is \(SourceReader.maximumFileSize))"
        }
        let end = clock.now
        slot.readSeconds = ((parseStart ?? end) - readStart).seconds
        slot.parseSeconds = (end - (parseStart ?? end)).seconds
        return slot
    }

    /// Links the parsed files (`parsed[i]` is `tree.files[i]`'s) and completes the statistics.
    private static func link(tree: SourceTree, parsed parsedSlots: [ParseSlot?], statistics: GraphStatistics) -> GraphBuildResult {
        let clock = ContinuousClock()
        var statistics = statistics
        let entries = tree.files
        var problems = tree.problems.map { SourceProblem(path: $0.path, line: 0, column: 0, message: $0.reason) }
        let linkStart = clock.now
        var parsedFiles: [(ParsedFile, SourceTree.Entry)] = []
        parsedFiles.reserveCapacity(entries.count)
        for (i, slot) in parsedSlots.enumerated() {
            guard let slot else { continue }
            statistics.readCPUSeconds += slot.readSeconds
            statistics.parseCPUSeconds += slot.parseSeconds
            guard let parsed = slot.parsed else {
                problems.append(SourceProblem(path: entries[i].path, line: 0, column: 0, message: slot.problem ?? "file could not be read"))
                continue
            }
            parsedFiles.append((parsed, entries[i]))
        }
        var linker = Linker(jobs: statistics.jobs)
        linker.add(parsedFiles.map { (parsed: $0.0, root: $0.1.root) })
        parsedFiles = []
        var graph = linker.finish()
        let isolationStart = clock.now
        let isolation = DefaultIsolation.read(manifests: tree.manifests, roots: Array(Set(entries.map(\.root))).sorted())
        for (index, mainActor) in isolation.mainActorDefaults(of: graph.files.map(\.path)).enumerated() where mainActor {
            graph.files[index].isMainActorByDefault = true
        }
        statistics.linkPhaseSeconds = linker.phaseSeconds + [("isolation", (clock.now - isolationStart).seconds)]
        statistics.linkSeconds = (clock.now - linkStart).seconds

        for file in graph.files {
            statistics.files += 1
            statistics.lines += file.lineCount
            statistics.bytes += file.byteCount
            if !file.diagnostics.isEmpty { statistics.filesWithProblems += 1 }
            for d in file.diagnostics {
                problems.append(SourceProblem(path: file.path, line: d.line, column: d.column, message: d.message))
            }
        }
        statistics.declarations = graph.symbols.count
        statistics.edges = graph.edges.count
        return GraphBuildResult(graph: graph, statistics: statistics, problems: problems)
    }

    /// Builds a graph from files already parsed (tests, tools): `root` is the folder paths are relative to.
    public static func link(_ files: [ParsedFile], root: String = "") -> SymbolGraph {
        var linker = Linker()
        linker.add(files.map { (parsed: $0, root: root) })
        return linker.finish()
    }
}

extension Duration {
    /// The duration in seconds, as the statistics report it.
    public var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}

private struct ParseSlot: Sendable {
    var parsed: ParsedFile?
    /// Why `parsed` is nil, when it is not that the file could not be read.
    var problem: String?
    var readSeconds = 0.0
    var parseSeconds = 0.0
}


/// Files found by a walk still going on, parsed by workers as they come: each worker takes the next file not
/// yet taken, and waits while the walk has found nothing new. Every access holds the condition's lock; a
/// result is stored at its file's index, so the results are in the walk's order whatever the timing.
private final class ParseQueue: @unchecked Sendable {
    private let condition = NSCondition()
    private var entries: [SourceTree.Entry] = []
    private var results: [ParseSlot?] = []
    private var nextUntaken = 0
    private var isComplete = false
    private let clock = ContinuousClock()
    /// When the walk found its first file.
    private(set) var firstFound: ContinuousClock.Instant?

    func add(_ entry: SourceTree.Entry) {
        condition.lock()
        if firstFound == nil { firstFound = clock.now }
        entries.append(entry)
        results.append(nil)
        condition.signal()
        condition.unlock()
    }

    /// No more files will come: waiting workers finish once the files found are taken.
    func finishAdding() {
        condition.lock()
        isComplete = true
        condition.broadcast()
        condition.unlock()
    }

    /// Parses files until every file found is taken and the walk is complete.
    func parseUntilDone() {
        var memory = ParseMemory()
        let reader = SourceReader()
        while let (index, entry) = take() {
            let slot = GraphBuilder.parse(entry, memory: &memory, reader: reader)
            condition.lock()
            results[index] = slot
            condition.unlock()
        }
    }

    private func take() -> (Int, SourceTree.Entry)? {
        condition.lock()
        defer { condition.unlock() }
        while nextUntaken == entries.count {
            if isComplete { return nil }
            condition.wait()
        }
        nextUntaken += 1
        return (nextUntaken - 1, entries[nextUntaken - 1])
    }

    /// The results, in the order the files were found; call once every worker is done.
    func takeResults() -> [ParseSlot?] {
        condition.lock()
        defer { condition.unlock() }
        let all = results
        results = []
        return all
    }
}
