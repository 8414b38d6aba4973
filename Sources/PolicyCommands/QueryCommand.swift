// `policy query 'SELECTOR' [PATH…]`: prints the symbols a selector matches, with file:line, so an author can
// see what a rule will look at before writing its requirement. Layers come from --pack/--policy.

import Foundation
import Findings
import PolicyEvaluation
import PolicyLanguage
import SymbolGraph

enum QueryCommand {
    static let command = Command(
        name: "query",
        summary: "print the symbols a selector matches, with file:line",
        usage: "query 'SELECTOR' [--pack NAME|PATH]… [--policy FILE]… [PATH…]",
        options: [
            OptionSpec(name: "--pack", takesValue: true, repeatable: true, valueName: "NAME|PATH", help: "make this pack's layers available"),
            OptionSpec(name: "--policy", takesValue: true, repeatable: true, valueName: "FILE", help: "make this file's layers available"),
            OptionSpec(name: "--count", takesValue: false, help: "print only the number of matches"),
        ],
        details: "Example: policy query --pack swift-conventions 'stored var in Controller without private' Sources",
        run: run)

    static func run(_ arguments: ParsedArguments, _ console: Console) throws -> ExitCode {
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
        let policy: CheckedPolicy
        switch PolicyLanguage.loadQuery(selector, layers: layerSources) {
        case .success(let checked): policy = checked
        case .failure(let diagnostics): throw UsageError(diagnostics.description, rendered: true)
        }
        let paths = (arguments.positionals.count > 1 ? Array(arguments.positionals.dropFirst()) : ["."]).map(console.resolve)
        let build = GraphBuilder.build(paths: paths)
        // like `check`: a path that cannot be read is an I/O failure (exit 3), after what could be read is printed
        let unreadable = build.problems.filter { $0.line == 0 }
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
}
