// `policy bench`: writes synthetic Swift with `SwiftSourceGenerator`, then builds its symbol graph in a fresh
// process (so the peak memory reported is the build's alone, not the generator's) and prints the same
// statistics as `graph --stats`. `--sweep` does this for 10k…2M lines and prints a table to show how
// time and memory grow.

import Benchmarks
import Foundation
import SymbolGraph

enum BenchCommand {
    static let sweepSizes = [10_000, 100_000, 500_000, 1_000_000, 2_000_000]

    static let command = Command(
        name: "bench",
        summary: "generate synthetic Swift and time the graph build over it",
        usage: "bench [--lines N] [--out DIR] [--jobs J] [--seed S] [--runs R] [--sweep]",
        options: [
            OptionSpec(name: "--lines", takesValue: true, valueName: "N", help: "lines of Swift to generate (default 100000)"),
            OptionSpec(name: "--out", takesValue: true, valueName: "DIR", help: "write the files here and keep them (default: a temporary folder, removed afterwards)"),
            OptionSpec(name: "--jobs", takesValue: true, valueName: "J", help: "build with J threads (default: all cores)"),
            OptionSpec(name: "--seed", takesValue: true, valueName: "S", help: "generator seed (default 1); the same seed writes the same files"),
            OptionSpec(name: "--runs", takesValue: true, valueName: "R", help: "builds per size, each in a fresh process; the median time is shown (default 3)"),
            OptionSpec(name: "--sweep", takesValue: false, help: "measure 10k, 100k, 500k, 1M and 2M lines and print a table"),
            OptionSpec(name: "--measure", takesValue: true, valueName: "DIR", help: "(internal) build the graph of DIR and print one line of figures"),
        ],
        details: "Each build runs in a new `policy` process; its peak memory is that process's getrusage maximum resident size.",
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let jobs = try GraphCommand.jobCount(arguments)
        if let folder = arguments.value("--measure") {
            console.out(Measurement.measureInProcess(folder: folder, jobs: jobs).line + "\n")
            return .success
        }
        let seed = try number(arguments, "--seed", default: 1, range: 0...Int.max)
        let runs = try number(arguments, "--runs", default: 3, range: 1...99)
        let sizes = arguments.has("--sweep") ? sweepSizes : [try number(arguments, "--lines", default: 100_000, range: 1...100_000_000)]
        let keep = arguments.value("--out")
        let base = keep ?? NSTemporaryDirectory() + "policy-bench-\(ProcessInfo.processInfo.processIdentifier)"

        if sizes.count > 1 { console.out(Measurement.tableHeader + "\n") }
        for lines in sizes {
            let folder = sizes.count > 1 ? base + "/\(lines)" : base
            try? FileManager.default.removeItem(atPath: folder)
            var generator = SwiftSourceGenerator(seed: UInt64(seed))
            let tree = try generator.write(lines: lines, to: folder)
            var measurements: [Measurement] = []
            for _ in 0..<runs { measurements.append(try Measurement.inFreshProcess(folder: folder, jobs: jobs)) }
            let median = Measurement.median(measurements)
            if sizes.count > 1 {
                console.out(median.tableRow + "\n")
            } else {
                console.out("bench: wrote \(tree.files) files, \(tree.lines) lines, \(String(format: "%.2f", Double(tree.bytes) / 1_000_000)) MB to \(folder) (seed \(seed))\n")
                console.out(median.report(runs: runs))
            }
            if keep == nil { try? FileManager.default.removeItem(atPath: folder) }
        }
        if keep == nil { try? FileManager.default.removeItem(atPath: base) }
        return .success
    }

    static func number(_ arguments: ParsedArguments, _ name: String, default value: Int, range: ClosedRange<Int>) throws -> Int {
        guard let text = arguments.value(name) else { return value }
        guard let number = Int(text.replacingOccurrences(of: "_", with: "")), range.contains(number) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }
}

/// One build's figures, passed from the measuring process to the benchmark as one line of numbers.
struct Measurement {
    var files = 0
    var lines = 0
    var bytes = 0
    var discover = 0.0
    var parse = 0.0
    var link = 0.0
    var peakBytes = 0

    var total: Double { discover + parse + link }
    var megabytes: Double { Double(bytes) / 1_000_000 }

    static func measureInProcess(folder: String, jobs: Int) -> Measurement {
        let s = GraphBuilder.build(paths: [folder], jobs: jobs).statistics
        return Measurement(files: s.files, lines: s.lines, bytes: s.bytes, discover: s.discoverSeconds, parse: s.parseSeconds,
                           link: s.linkSeconds, peakBytes: PeakMemory.bytes())
    }

    var line: String { "\(files) \(lines) \(bytes) \(discover) \(parse) \(link) \(peakBytes)" }

    init(files: Int = 0, lines: Int = 0, bytes: Int = 0, discover: Double = 0, parse: Double = 0, link: Double = 0, peakBytes: Int = 0) {
        self.files = files; self.lines = lines; self.bytes = bytes
        self.discover = discover; self.parse = parse; self.link = link; self.peakBytes = peakBytes
    }

    init?(line: String) {
        let parts = line.split(separator: " ")
        guard parts.count == 7, let files = Int(parts[0]), let lines = Int(parts[1]), let bytes = Int(parts[2]),
              let discover = Double(parts[3]), let parse = Double(parts[4]), let link = Double(parts[5]),
              let peak = Int(parts[6]) else { return nil }
        self.init(files: files, lines: lines, bytes: bytes, discover: discover, parse: parse, link: link, peakBytes: peak)
    }

    /// Runs `policy bench --measure folder` as a new process and reads its figures.
    static func inFreshProcess(folder: String, jobs: Int) throws -> Measurement {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executablePath())
        process.arguments = ["bench", "--measure", folder, "--jobs", "\(jobs)"]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        guard process.terminationStatus == 0, let measurement = Measurement(line: text) else {
            throw UsageError("the measuring process failed (\(process.terminationStatus)): \(text)", exitCode: .failure)
        }
        return measurement
    }

    static func executablePath() -> String {
        #if os(Linux)
        if let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") { return path }
        #endif
        return Bundle.main.executablePath ?? CommandLine.arguments[0]
    }

    /// The run with the median total time; peak memory is the largest of all runs.
    static func median(_ runs: [Measurement]) -> Measurement {
        var result = runs.sorted { $0.total < $1.total }[runs.count / 2]
        result.peakBytes = runs.map(\.peakBytes).max() ?? result.peakBytes
        return result
    }

    static let tableHeader = "     lines  files      MB  discover ms  parse ms  link ms  total ms    MB/s  ms/1k lines  peak MB"

    var tableRow: String {
        String(format: "%10d %6d %7.2f %12.1f %9.1f %8.1f %9.1f %7.1f %12.3f %8.1f", lines, files, megabytes, discover * 1000,
               parse * 1000, link * 1000, total * 1000, total > 0 ? megabytes / total : 0,
               lines > 0 ? total * 1000 / (Double(lines) / 1000) : 0, Double(peakBytes) / 1_048_576)
    }

    func report(runs: Int) -> String {
        func ms(_ seconds: Double) -> String { String(format: "%.1f ms", seconds * 1000) }
        return """
        bench: files \(files), lines \(lines), \(String(format: "%.2f", megabytes)) MB (median of \(runs) builds, each in a fresh process)
        bench: discover \(ms(discover)), read+parse \(ms(parse)), link \(ms(link)); total \(ms(total)) = \(String(format: "%.1f", total > 0 ? megabytes / total : 0)) MB/s, \(String(format: "%.3f", lines > 0 ? total * 1000 / (Double(lines) / 1000) : 0)) ms per 1k lines
        bench: peak memory of the build \(String(format: "%.1f", Double(peakBytes) / 1_048_576)) MB

        """
    }
}
