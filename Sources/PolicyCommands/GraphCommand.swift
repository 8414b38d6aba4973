// `policy graph PATH…`: builds the symbol graph and prints it (jsonl, json, summary), with --stats timings;
// `--format occurrences` parses the code of every file instead and prints its calls, assignments and force unwraps.

import Foundation
import GraphFormats
import SwiftCode
import SymbolGraph

enum GraphCommand {
    static let formats = ["jsonl", "json", "summary", "occurrences"]

    static let command = Command(
        name: "graph",
        summary: "print the symbol graph of Swift files (jsonl, json or summary), or the occurrences in their code",
        usage: "graph [--format jsonl|json|summary|occurrences] [--stats] [--jobs N] PATH…",
        options: [
            OptionSpec(name: "--format", takesValue: true, valueName: "FORMAT", help: "jsonl (one declaration per line), json (whole graph), summary (default) or occurrences (calls, assignments and force unwraps in code, one per line)"),
            OptionSpec(name: "--stats", takesValue: false, help: "print files, lines, MB and time per phase to standard error"),
            OptionSpec(name: "--jobs", takesValue: true, valueName: "N", help: "parse with N threads (default: all cores)"),
        ],
        details: "Folders are searched for *.swift files; hidden folders and .build are skipped.",
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let format = arguments.value("--format") ?? "summary"
        guard formats.contains(format) else {
            throw UsageError("unknown format '\(format)'; valid formats: \(formats.joined(separator: ", "))")
        }
        let jobs = try jobCount(arguments)
        let paths = (arguments.positionals.isEmpty ? ["."] : arguments.positionals).map(console.resolve)
        if format == "occurrences" {
            return OccurrenceDump.run(paths: paths, jobs: jobs, stats: arguments.has("--stats"), console)
        }
        let result = GraphBuilder.build(paths: paths, jobs: jobs)
        switch format {
        case "jsonl": console.out(GraphExport.jsonLines(result.graph))
        case "json": console.out(GraphExport.json(result.graph))
        default: console.out(GraphExport.summary(result.graph, problems: result.problems.count))
        }
        // by file, line and column: the reader's problems (line 0) before those the parser found in the same file
        let problems = result.problems.enumerated().sorted {
            ($0.element.path, $0.element.line, $0.element.column, $0.offset) < ($1.element.path, $1.element.line, $1.element.column, $1.offset)
        }
        for (_, problem) in problems {
            let place = problem.line > 0 ? "\(problem.path):\(problem.line):\(problem.column)" : problem.path
            console.err("\(place): warning: \(problem.message)\n")
        }
        if arguments.has("--stats") { console.err(Statistics.render(result.statistics)) }
        let missing = result.problems.contains { $0.line == 0 }
        console.keepUntilExit(result)
        return missing ? .failure : .success
    }

    static func jobCount(_ arguments: ParsedArguments) throws -> Int {
        guard let text = arguments.value("--jobs") else { return ProcessInfo.processInfo.activeProcessorCount }
        guard let jobs = Int(text), jobs >= 1, jobs <= 256 else { throw UsageError("--jobs takes a whole number from 1 to 256") }
        return jobs
    }
}

/// `--stats` output: what was read, how fast each phase ran, and the peak memory of the process.
enum Statistics {
    static func render(_ s: GraphStatistics, evaluation: Double? = nil, slowestRules: [(rule: String, seconds: Double)] = [],
                       cpu: (build: Double, evaluation: Double)? = nil, otherPhases: [(phase: String, seconds: Double)] = []) -> String {
        func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
        func rate(_ seconds: Double) -> String { String(format: "%.1f", seconds > 0 ? s.megabytes / seconds : 0) }
        let build = s.parseSeconds + s.linkSeconds
        let phases = s.linkPhaseSeconds.map { "\($0.name) \(String(format: "%.1f", $0.seconds * 1000))" }.joined(separator: ", ")
        var lines = [
            "stats: files \(s.files), lines \(s.lines), \(String(format: "%.2f", s.megabytes)) MB, declarations \(s.declarations), edges \(s.edges), jobs \(s.jobs)",
            "stats: discover \(ms(s.discoverSeconds)), read+parse \(ms(s.parseSeconds)) wall (read \(ms(s.readCPUSeconds)) cpu, lex+parse \(ms(s.parseCPUSeconds)) cpu), link \(ms(s.linkSeconds))"
                + (phases.isEmpty ? "" : " (\(phases) ms)"),
            "stats: graph build \(ms(build)) = \(rate(build)) MB/s; total with discovery \(ms(s.totalSeconds)) = \(rate(s.totalSeconds)) MB/s; lex+parse alone \(rate(s.parseCPUSeconds)) MB/s per core",
        ]
        if let evaluation {
            lines.append("stats: evaluation \(ms(evaluation)) = \(String(format: "%.1f", build > 0 ? 100 * evaluation / build : 0))% of graph build")
            if let cpu {
                lines.append("stats: cpu time (all threads): graph build \(ms(cpu.build)), evaluation \(ms(cpu.evaluation)) = "
                    + String(format: "%.1f", cpu.build > 0 ? 100 * cpu.evaluation / cpu.build : 0) + "% of graph build")
            }
            let slowest = slowestRules.sorted { $0.seconds > $1.seconds }.prefix(10)
            if !slowest.isEmpty {
                lines.append("stats: slowest rules: " + slowest.map { "\($0.rule) \(ms($0.seconds))" }.joined(separator: ", "))
            }
        }
        if !otherPhases.isEmpty {
            lines.append("stats: other phases: " + otherPhases.map { "\($0.phase) \(ms($0.seconds))" }.joined(separator: ", "))
        }
        lines.append("stats: peak memory \(String(format: "%.1f", Double(PeakMemory.bytes()) / 1_048_576)) MB")
        return lines.joined(separator: "\n") + "\n"
    }
}

/// CPU time of the whole process (user + system, all threads): on a busy machine it grows with the work done,
/// not with the waiting, so it compares phases more steadily than wall time.
enum ProcessCPU {
    static func seconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        #endif
        func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1_000_000 }
        return value(usage.ru_utime) + value(usage.ru_stime)
    }
}

enum PeakMemory {
    /// Peak resident set size of this process.
    static func bytes() -> Int {
        var usage = rusage()
        #if os(Linux)
        guard getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss) * 1024
        #else
        guard getrusage(RUSAGE_SELF, &usage) == 0 else { return 0 }
        return Int(usage.ru_maxrss)
        #endif
    }
}
