// Arguments: a small, strict command-line parser shared by every command. Options are declared per
// command; an unknown option is a usage error that names the valid ones; `--` ends options.

import PolicyLanguage

/// Exit codes, stable and documented in the README.
public enum ExitCode: Int32, Sendable {
    /// No finding at or above the `--fail-on` threshold; the command did what was asked.
    case success = 0
    /// Findings at or above the threshold (check), failing tests (test), files that would change (fmt --check).
    case findings = 1
    /// A usage error, a policy that does not parse or check, an unknown pack or rule.
    case usage = 2
    /// An input/output problem the tool could not work around (unwritable output, unreadable config).
    case failure = 3
}

/// What went wrong before a command could run; printed as `policy: error: …`.
public struct UsageError: Error, Sendable {
    public var message: String
    public var exitCode: ExitCode
    /// The message is already in `file:line:col: error: …` form and is printed as it is.
    public var rendered: Bool

    public init(_ message: String, exitCode: ExitCode = .usage, rendered: Bool = false) {
        self.message = message
        self.exitCode = exitCode
        self.rendered = rendered
    }
}

/// An option a command accepts.
struct OptionSpec: Sendable {
    var name: String
    var takesValue: Bool
    var repeatable: Bool = false
    var valueName: String = "VALUE"
    var help: String
}

/// Parsed options and positional arguments of one command.
struct ParsedArguments: Sendable {
    var values: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { values[name]?.last }
    func all(_ name: String) -> [String] { values[name] ?? [] }
    func has(_ name: String) -> Bool { flags.contains(name) || values[name] != nil }

    static func parse(_ arguments: [String], options: [OptionSpec], command: String) throws -> ParsedArguments {
        var result = ParsedArguments()
        var i = 0
        var optionsEnded = false
        while i < arguments.count {
            let argument = arguments[i]
            i += 1
            if optionsEnded || !argument.hasPrefix("-") || argument == "-" {
                result.positionals.append(argument)
                continue
            }
            if argument == "--" { optionsEnded = true; continue }
            var name = argument
            var inlineValue: String?
            if let eq = argument.firstIndex(of: "=") {
                name = String(argument[..<eq])
                inlineValue = String(argument[argument.index(after: eq)...])
            }
            guard let spec = options.first(where: { $0.name == name }) else {
                let valid = options.map(\.name).sorted().joined(separator: ", ")
                var message = "unknown option '\(name)' for '\(command)'"
                if let suggestion = Suggestion.closest(to: name, among: options.map(\.name)) { message += " (did you mean '\(suggestion)'?)" }
                message += "; valid options: \(valid)"
                throw UsageError(message)
            }
            if spec.takesValue {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if i < arguments.count {
                    value = arguments[i]
                    i += 1
                } else {
                    throw UsageError("option '\(name)' needs a value (\(spec.valueName))")
                }
                if !spec.repeatable, result.values[name] != nil {
                    throw UsageError("option '\(name)' was given more than once")
                }
                result.values[name, default: []].append(value)
            } else {
                if inlineValue != nil { throw UsageError("option '\(name)' takes no value") }
                result.flags.insert(name)
            }
        }
        return result
    }
}

func renderOptions(_ options: [OptionSpec]) -> String {
    let rows = options.map { ($0.takesValue ? "\($0.name) \($0.valueName)" : $0.name, $0.help + ($0.repeatable ? " (repeatable)" : "")) }
    let width = (rows.map(\.0.count).max() ?? 0) + 2
    return rows.map { "  " + $0.0.padding(toLength: width, withPad: " ", startingAt: 0) + $0.1 }.joined(separator: "\n")
}
