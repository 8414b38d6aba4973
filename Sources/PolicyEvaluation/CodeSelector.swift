// `code matching `P` [in S] [under P] must not exist`: a rule whose subjects are the matches of a code pattern, so
// each finding is a match, at its place. Without `in`, every file's code is searched; with `in S`, the code of the
// symbols S selects (a match inside several of them, nested types, is one finding, named for the first).

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func evaluateCode(_ rule: CheckedRule, _ pattern: CodePatternLiteral,
                      message: (SubjectRef, _ matched: [String: String]) -> String) -> RuleResult {
        var result = RuleResult()
        let assertion = rule.rule.assertion
        guard case .simple(let simple) = assertion.selector.kind else { return result }
        // `must not exist` reports every match; `must exist` holds of every match (the checker allows only `exist`)
        let reporting = assertion.requirements.filter { requirement in
            if case .exists = requirement.predicate.kind { return requirement.negated }
            return false
        }
        guard let requirement = reporting.first else { return result }
        let found = codeSelectorMatches(simple, pattern)
        let severity = Severity(rule.severity(of: requirement))
        for (match, subject) in found {
            let symbol: String?
            if case .file = subject { symbol = nil } else { symbol = facts.qualifiedName(subject) }
            result.findings.append(Finding(rule: rule.id, severity: severity, message: message(subject, match.bindings),
                                           location: SourceLocation(file: graph.files[match.file].path, line: match.line,
                                                                    column: match.column),
                                           symbol: symbol, subjectKind: subjectKind(subject),
                                           endLine: match.endLine, endColumn: match.endColumn, matchedCode: match.matchedCode))
        }
        return result
    }

    /// The matches a `code matching` selector selects, each with the subject it is reported for: the file, or the
    /// first symbol of the first `in` holding it (in file order, then source order).
    func codeSelectorMatches(_ simple: SimpleSelector, _ pattern: CodePatternLiteral) -> [(match: CodeMatch, subject: SubjectRef)] {
        var within: [SymbolSelector] = []
        var paths: [Pattern] = []
        for filter in simple.filters {
            switch filter.kind {
            case .isIn(let selector): within.append(selector)
            case .under(let path): paths.append(path)
            default: continue
            }
        }
        var found: [(match: CodeMatch, subject: SubjectRef)] = []
        if let first = within.first {
            var seen = Set<CodeMatch>()
            for subject in matches(of: first, among: ArraySlice(candidates(first))) {
                for match in codeMatches(pattern, in: subject) where seen.insert(match).inserted {
                    found.append((match, subject))
                }
            }
            for selector in within.dropFirst() {
                var inside = Set<CodeMatch>()
                for subject in matches(of: selector, among: ArraySlice(candidates(selector))) {
                    inside.formUnion(codeMatches(pattern, in: subject))
                }
                found.removeAll { !inside.contains($0.match) }
            }
        } else {
            for file in graph.files.indices {
                for match in codeMatches(pattern, in: .file(file)) { found.append((match, .file(file))) }
            }
        }
        if !paths.isEmpty {
            found.removeAll { item in !paths.allSatisfy { fileIsUnder($0, .file(item.match.file), Bindings()) } }
        }
        return found
    }
}
