// Command: what every subcommand of `policy` is — a name, a summary, its options, and a run function
// that returns an exit code. `Console` is where commands write, so tests can capture output.

import Foundation
import Reporters

/// Where a command writes. The real one goes to stdout/stderr; tests use a buffer.
public final class Console: @unchecked Sendable {
    private let lock = NSLock()
    private var outBuffer: String?
    private var errBuffer: String?
    /// Keeps what is written (tests) rather than writing to the process's output.
    private let isCapturing: Bool
    public let isTerminal: Bool
    public let environment: [String: String]
    /// The folder relative paths are read from.
    public let workingDirectory: String

    /// The process's standard output and error.
    public static func standard() -> Console {
        Console(capturing: false, isTerminal: isatty(1) != 0, environment: ProcessInfo.processInfo.environment,
                workingDirectory: FileManager.default.currentDirectoryPath)
    }

    /// A console that keeps what is written, for tests.
    public init(capturing: Bool, isTerminal: Bool = false, environment: [String: String] = [:], workingDirectory: String = ".") {
        isCapturing = capturing
        outBuffer = capturing ? "" : nil
        errBuffer = capturing ? "" : nil
        self.isTerminal = isTerminal
        self.environment = environment
        self.workingDirectory = workingDirectory
    }

    public func out(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if outBuffer != nil { outBuffer? += text } else { Self.write(text, to: FileHandle.standardOutput) }
    }

    /// Prints a rendered report: a text as `out(_:)` does, a stream block by block as it is made.
    public func out(_ report: RenderedReport) {
        switch report {
        case .text(let text):
            out(text)
        case .stream(let write):
            lock.lock(); defer { lock.unlock() }
            write { block in
                if outBuffer != nil {
                    outBuffer? += String(decoding: block, as: UTF8.self)
                } else {
                    Self.write(block, to: FileHandle.standardOutput)
                }
            }
        }
    }

    /// Writes the text from its own storage, without a copy (a report can be tens of megabytes).
    static func write(_ text: String, to handle: FileHandle) {
        var text = text
        text.withUTF8 { write($0, to: handle) }
    }

    /// Writes the bytes where they are, without a copy.
    static func write(_ bytes: UnsafeBufferPointer<UInt8>, to handle: FileHandle) {
        guard let base = bytes.baseAddress else { return }
        handle.write(Data(bytesNoCopy: UnsafeMutableRawPointer(mutating: base), count: bytes.count, deallocator: .none))
    }

    public func err(_ text: String) {
        lock.lock(); defer { lock.unlock() }
        if errBuffer != nil { errBuffer? += text } else { FileHandle.standardError.write(Data(text.utf8)) }
    }

    /// A path argument as the process can open it: relative paths are relative to `workingDirectory`, and are
    /// left as written (so reports show them as typed) when that is the process's own directory.
    public func resolve(_ path: String) -> String {
        guard !path.hasPrefix("/") else { return path }
        let process = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).standardizedFileURL.path
        let own = URL(fileURLWithPath: workingDirectory, relativeTo: URL(fileURLWithPath: process)).standardizedFileURL.path
        if own == process { return path }
        return path == "." ? own : own + "/" + path
    }

    /// Takes what a command built and no longer needs, once it has written its output. The process's own console
    /// never frees it: the process ends next, and freeing a large symbol graph only delays that (about 200 ms for
    /// two million lines, a seventh of the whole check). A capturing console (tests, which run many commands in
    /// one process) lets it go at once.
    public func keepUntilExit<Value>(_ value: Value) {
        guard !isCapturing else { return }
        _ = Unmanaged.passRetained(Kept(value))
    }

    private final class Kept<Value> {
        let value: Value
        init(_ value: Value) { self.value = value }
    }

    public var capturedOut: String { lock.lock(); defer { lock.unlock() }; return outBuffer ?? "" }
    public var capturedErr: String { lock.lock(); defer { lock.unlock() }; return errBuffer ?? "" }
}

struct Command: Sendable {
    var name: String
    var summary: String
    var usage: String
    var options: [OptionSpec]
    var details: String = ""
    var run: @Sendable (ParsedArguments, Console) throws -> ExitCode
    /// Options that take a value which may be left out (`--changed` or `--changed BASE`); see `withOptionalValues`.
    var optionalValueOptions: Set<String> = []

    var help: String {
        var text = "usage: policy \(usage)\n\n\(summary)\n"
        if !details.isEmpty { text += "\n\(details)\n" }
        text += "\noptions:\n" + renderOptions(options + [OptionSpec(name: "--help", takesValue: false, help: "show this help")]) + "\n"
        return text
    }

    /// The arguments with each option of `optionalValueOptions` given its value inline, as the parser expects:
    /// `--changed=BASE` stays, `--changed BASE` becomes `--changed=BASE` when BASE is not an option or an existing
    /// path (so `policy check --changed Sources` still checks the folder), and a bare `--changed` becomes
    /// `--changed=` (the command's default).
    func withOptionalValues(_ arguments: [String], workingDirectory: String) -> [String] {
        guard !optionalValueOptions.isEmpty else { return arguments }
        var result: [String] = []
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if argument == "--" {
                result += arguments[(index - 1)...]
                break
            }
            guard optionalValueOptions.contains(argument) else { result.append(argument); continue }
            if index < arguments.count, !arguments[index].hasPrefix("-"),
               !FileManager.default.fileExists(atPath: arguments[index].hasPrefix("/") ? arguments[index] : workingDirectory + "/" + arguments[index]) {
                result.append(argument + "=" + arguments[index])
                index += 1
            } else {
                result.append(argument + "=")
            }
        }
        return result
    }
}

/// `1 file`, `3 files`: a count with its noun in the right number.
func pluralized(_ count: Int, _ singular: String, _ plural: String) -> String {
    "\(count) \(count == 1 ? singular : plural)"
}
