// `policy query 'code matching `P` …'`: the matches of a policy-language code selector (with its relations,
// constraints, `in` and `under`) as `policy query --pattern` prints them: file, range, text and bindings.

import PolicyLanguage
import SwiftPatterns
import SymbolGraph

public enum CodeQuery {
    /// The matches of the first rule of `policy` if its selector is `code matching`, in file and source order; nil
    /// when it is not (a symbol query). Bindings are in the order the pattern, then its related patterns, name them.
    public static func matches(policy: CheckedPolicy, graph: SymbolGraph, sourceText: SourceText = .disk) -> [FileMatch]? {
        guard let rule = policy.rules.first, let pattern = rule.rule.assertion.codePattern,
              case .simple(let simple) = rule.rule.assertion.selector.kind else { return nil }
        let context = EvaluationContext(policy: policy, graph: graph, sourceText: sourceText)
        var names: [String] = []
        for literal in [pattern] + pattern.relations.filter(\.kind.isPositive).map(\.pattern) {
            for name in context.codePatterns.pattern(literal)?.metavariables ?? [] where !names.contains(name) {
                names.append(name)
            }
        }
        let found = context.codeSelectorMatches(simple, pattern).map(\.match)
            .sorted { ($0.file, $0.startOffset, $0.endOffset) < ($1.file, $1.startOffset, $1.endOffset) }
        return found.map { match in
            FileMatch(file: graph.files[match.file].path,
                      range: MatchRange(line: match.line, column: match.column, endLine: match.endLine, endColumn: match.endColumn),
                      text: context.codePatterns.text(of: match, path: graph.files[match.file].path),
                      bindings: names.compactMap { name in match.bindings[name].map { (name, $0) } })
        }
    }
}
