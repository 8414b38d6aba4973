// `policy query 'SELECTOR' [PATH…]`: prints the symbols a selector matches, with file:line, so an author can
// see what a rule will look at before writing its requirement. Layers come from --pack/--policy.
// `policy query --pattern 'SWIFT' [PATH…]`: structural search for Swift code (SwiftPatterns), each match with
// file:line:col, its text and bindings; a `code matching` selector prints its matches the same way.

import Foundation
import Findings
import PolicyEvaluation
import PolicyLanguage
import SourceFiles
import SwiftPatterns
import SymbolGraph

enum QueryCommand {
    static let command = Command(
        name: "query",
        summary: "print the symbols a selector matches, with file:line, or the code a --pattern matches",
        usage: "query 'SELECTOR' [--pack NAME|PATH]… [--policy FILE]… [PATH…]\n       policy query --pattern 'SWIFT' [--format text|json] [--jobs N] [PATH…]",
        options: [
            OptionSpec(name: "--pack", takesValue: true, repeatable: true, valueName: "NAME|PATH", help: "make this pack's layers available"),
            OptionSpec(name: "--policy", takesValue: true, repeatable: true, valueName: "FILE", help: "make this file's layers available"),
            OptionSpec(name: "--count", takesValue: false, help: "print only the number of matches"),
            OptionSpec(name: "--pattern", takesValue: true, valueName: "SWIFT", help: "find Swift code matching a pattern ($X one node, $$$ any sequence)"),
            OptionSpec(name: "--format", takesValue: true, valueName: "text|json", help: "with --pattern or 'code matching': text (default) or json"),
            OptionSpec(name: "--jobs", takesValue: true, valueName: "N", help: "with --pattern: search N files at a time (default: all cores)"),
        ],
        details: """
        Example: policy query --pack swift-conventions 'stored var in Controller without private' Sources
        Example: policy query --pattern 'DispatchQueue.main.async { $$$ }' Sources
        Example: policy query --pack swift-conventions 'code matching `DispatchQueue.main.async { $$$ }` in Controller' Sources
        """,
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        if let pattern = arguments.value("--pattern") { return try runPattern(pattern, arguments, console) }
        guard let selector = arguments.positionals.first, selector.contains(where: { !$0.isWhitespace }) else { throw UsageError("query needs a selector: policy query 'class matching *Controller' PATH…") }
        let library = Catalog.library(console)
        var layerSources: [String] = []
        if !arguments.all("--pack").isEmpty || !arguments.all("--policy").isEmpty {
            // the layers as a check from here uses them: with the repository config's `layers`
            let layerSettings = (try? RepositoryConfig.find(from: console.workingDirectory))?.config.layers ?? []
            for group in try PolicyLoader.load(packs: arguments.all("--pack"), policies: arguments.all("--policy"), library: library,
                                               workingDirectory: console.workingDirectory, layerSettings: layerSettings,
                                               reportsUnknownLayers: false) {
                for name in group.policy.layerOrder {
                    // a layer an including pack's manifest redefined is its effective text, not the pack file's
                    if let history = group.policy.layerHistory[name], !history.overrides.isEmpty {
                        layerSources.append("layer \(name) = \(history.effectiveText)")
                        continue
                    }
                    guard let layer = group.policy.layers[name], let text = group.sources[layer.span.file] else { continue }
                    layerSources.append(layer.span.text(in: text))
                }
            }
        }
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format takes text or json, not '\(format)'") }
        let policy: CheckedPolicy
        switch PolicyLanguage.loadQuery(selector, layers: layerSources) {
        case .success(let checked): policy = checked
        case .failure(let diagnostics): throw UsageError(diagnostics.description, rendered: true)
        }
        let paths = (arguments.positionals.count > 1 ? Array(arguments.positionals.dropFirst()) : ["."]).map(console.resolve)
        let build = GraphBuilder.build(paths: paths)
        // like `check`: a path that cannot be read is an I/O failure (exit 3), after what could be read is printed
        let unreadable = build.problems.filter { $0.line == 0 }
        if let code = CodeQuery.matches(policy: policy, graph: build.graph) {
            printCode(code, arguments, console)
            for problem in unreadable { console.err("policy: error: \(problem.path): \(problem.message)\n") }
            console.keepUntilExit(build)
            return unreadable.isEmpty ? .success : .failure
        }
        let matches = Evaluator(policy: policy, graph: build.graph, options: EvaluationOptions(environment: console.environment))
            .evaluate().findings
        if arguments.has("--count") {
            console.out("\(matches.count)\n")
        } else {
            for match in matches {
                console.out("\(match.location.file):\(match.location.line):\(match.location.column): \(match.subjectKind ?? "symbol") \(match.symbol ?? "")\n")
            }
            console.err(pluralized(matches.count, "match", "matches") + "\n")
        }
        for problem in unreadable { console.err("policy: error: \(problem.path): \(problem.message)\n") }
        console.keepUntilExit(build)
        return unreadable.isEmpty ? .success : .failure
    }

    /// `code matching \`P\` …` as the selector: its matches printed as `--pattern` prints them.
    static func printCode(_ matches: [FileMatch], _ arguments: ParsedArguments, _ console: Console) {
        if arguments.has("--count") {
            console.out("\(matches.count)\n")
        } else if arguments.value("--format") == "json" {
            console.out(PatternQuery.renderJSON(matches))
        } else {
            console.out(PatternQuery.renderText(matches))
            console.err("\(matches.count) matches in \(Set(matches.map(\.file)).count) files\n")
        }
    }

    /// `--pattern`: every match in the files under the paths (all positionals are paths). A pattern that does not
    /// parse is a usage error with a caret (exit 2); a path that does not exist is reported and exits 3.
    static func runPattern(_ text: String, _ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
        let format = arguments.value("--format") ?? "text"
        guard format == "text" || format == "json" else { throw UsageError("--format takes text or json, not '\(format)'") }
        let pattern: CodePattern
        do { pattern = try CodePattern.compile(text) } catch let error as PatternError {
            throw UsageError(error.rendered(pattern: text), rendered: true)
        }
        let jobs = try GraphCommand.jobCount(arguments)
        let paths = (arguments.positionals.isEmpty ? ["."] : arguments.positionals).map(console.resolve)
        let tree = SourceTree.discover(paths)
        let rendering: PatternQuery.Rendering = arguments.has("--count") ? .none : format == "json" ? .json : .text
        let (matches, rendered, statistics) = PatternQuery.run(pattern, files: tree.files.map(\.path), jobs: jobs, rendering: rendering)
        if arguments.has("--count") {
            console.out("\(matches.count)\n")
        } else if format == "json" {
            console.out(PatternQuery.renderJSON(objects: rendered))
        } else {
            console.out(rendered.joined())
            console.err("\(matches.count) matches in \(Set(matches.map(\.file)).count) files (\(statistics.parsedFiles) of \(statistics.files) files parsed)\n")
        }
        for problem in tree.problems { console.err("\(problem.path): error: \(problem.reason)\n") }
        for file in statistics.unreadable { console.err("\(file): error: could not be read\n") }
        return tree.problems.isEmpty && statistics.unreadable.isEmpty ? .success : .failure
    }
}
