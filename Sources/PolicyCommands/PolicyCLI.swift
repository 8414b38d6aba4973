// PolicyCLI: the `policy` command line. Looks up the subcommand, parses its options, runs it, and turns
// errors into messages and exit codes. Everything a command does lives in the libraries it calls.

import Foundation
import PolicyPacks
import PolicyLanguage

public enum PolicyCLI {
    public static let version = "0.1.0"

    static var commands: [Command] {
        [CheckCommand.command, TestCommand.command, QueryCommand.command, ExplainCommand.command, RulesCommand.command, LayersCommand.command, PacksCommand.command, PackCommand.command, FmtCommand.command, GraphCommand.command, BenchCommand.command]
    }

    /// Runs `policy` with `arguments` (without the program name); returns the exit code.
    public static func run(_ arguments: [String], console: Console = .standard()) -> ExitCode {
        guard let first = arguments.first else {
            console.err(mainHelp)
            return .usage
        }
        switch first {
        case "--help", "-h", "help":
            if arguments.count > 1, let command = commands.first(where: { $0.name == arguments[1] }) {
                console.out(command.help)
            } else {
                console.out(mainHelp)
            }
            return .success
        case "--version", "-v":
            console.out("policy \(version)\n")
            return .success
        default:
            break
        }
        guard let command = commands.first(where: { $0.name == first }) else {
            var message = "policy: error: unknown command '\(first)'"
            if let suggestion = Suggestion.closest(to: first, among: commands.map(\.name)) { message += " (did you mean '\(suggestion)'?)" }
            message += "; commands: \(commands.map(\.name).joined(separator: ", "))\n"
            console.err(message)
            return .usage
        }
        let rest = Array(arguments.dropFirst())
        if rest.contains("--help") || rest.contains("-h") {
            console.out(command.help)
            return .success
        }
        do {
            let parsed = try ParsedArguments.parse(command.withOptionalValues(rest, workingDirectory: console.workingDirectory),
                                                   options: command.options, command: command.name)
            return try command.run(parsed, console)
        } catch let error as UsageError {
            console.err(error.rendered ? error.message + "\n" : "policy: error: \(error.message)\n")
            return error.exitCode
        } catch let error as PackError {
            // an unknown or broken pack, whichever command met it (`check` and `test` alike): a usage error
            console.err(error.printed + "\n")
            return .usage
        } catch {
            console.err("policy: error: \(error)\n")
            return .failure
        }
    }

    static var mainHelp: String {
        let width = (commands.map(\.name.count).max() ?? 0) + 2
        return """
        usage: policy <command> [options] [PATH…]

        Checks Swift code against architecture conventions written as policies.

        commands:
        \(commands.map { "  " + $0.name.padding(toLength: width, withPad: " ", startingAt: 0) + $0.summary }.joined(separator: "\n"))

        Run 'policy <command> --help' for a command's options. 'policy --version' (or -v) prints the version.
        Exit codes: 0 success, 1 findings (or failing tests / files to format), 2 usage or policy error, 3 I/O failure.

        """
    }
}
