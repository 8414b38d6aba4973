// `code matching `P` [in S] [under P] must not exist`: a rule whose subjects are the matches of a code pattern, so
// each finding is a match, at its place. Without `in`, every file's code is searched; with `in S`, the code of the
// symbols S selects, less the types nested in them (a match inside several of them is one finding, named for the
// first).

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    func evaluateCode(_ rule: CheckedRule, _ pattern: CodePatternLiteral,
                      message: (SubjectRef, _ matched: [String: String]) -> String) -> RuleResult {
        var result = RuleResult()
        guard case .simple(let simple) = rule.rule.assertion.selector.kind,
              let requirement = Self.reportingRequirement(rule.rule.assertion) else { return result }
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

    /// The requirement whose failures a place selector's rule reports: `must not exist` reports every place; `must
    /// exist` holds of every place (the checker allows only `exist`).
    static func reportingRequirement(_ assertion: Assertion) -> Requirement? {
        assertion.requirements.first { requirement in
            if case .exists = requirement.predicate.kind { return requirement.negated }
            return false
        }
    }

    /// The matches a `code matching` selector selects, each with the subject it is reported for: the file, or the
    /// first symbol of the first `in` holding it (in file order, then source order).
    func codeSelectorMatches(_ simple: SimpleSelector, _ pattern: CodePatternLiteral) -> [(match: CodeMatch, subject: SubjectRef)] {
        selectedPlaces(simple) { codeMatches(pattern, in: $0) }
            .map { (match: $0.place, subject: $0.subject) }
    }

    /// The places a place selector (`code matching \`P\``, a layout head) selects with its filters, each with the
    /// subject it is reported for: without `in`, every file's places, for the file; with `in S`, the places inside the
    /// symbols S selects, for the first symbol holding each (a place inside nested subjects is one), kept only if
    /// every further `in` holds it too; `under P` leaves files outside P unread.
    func selectedPlaces<Place: Hashable>(_ simple: SimpleSelector,
                                         placesIn: (SubjectRef) -> [Place]) -> [(place: Place, subject: SubjectRef)] {
        var within: [SymbolSelector] = []
        var paths: [Pattern] = []
        for filter in simple.filters {
            switch filter.kind {
            case .isIn(let selector): within.append(selector)
            case .under(let path): paths.append(path)
            default: continue
            }
        }
        func isChecked(_ file: Int) -> Bool { paths.allSatisfy { fileIsUnder($0, .file(file), Bindings()) } }
        var found: [(place: Place, subject: SubjectRef)] = []
        guard let inFirst = subjectsOfFirstIn(simple) else {
            for file in graph.files.indices where isChecked(file) {
                for place in placesIn(.file(file)) { found.append((place, .file(file))) }
            }
            return found
        }
        var seen = Set<Place>()
        for subject in inFirst where isChecked(facts.fileIndex(subject)) {
            for place in placesIn(subject) where seen.insert(place).inserted { found.append((place, subject)) }
        }
        for selector in within.dropFirst() {
            var inside = Set<Place>()
            for subject in selected(by: selector) where isChecked(facts.fileIndex(subject)) {
                inside.formUnion(placesIn(subject))
            }
            found.removeAll { !inside.contains($0.place) }
        }
        return found
    }

    /// The symbols the first `in S` of a place selector selects, whose code it searches, each type followed by its
    /// extensions (their members are the type's, as for `in S` of symbols, wherever they are written); nil without
    /// `in` (every file's code is searched).
    func subjectsOfFirstIn(_ simple: SimpleSelector) -> [SubjectRef]? {
        for filter in simple.filters {
            guard case .isIn(let first) = filter.kind else { continue }
            return selected(by: first).flatMap { subject -> [SubjectRef] in
                guard case .symbol(let id) = subject else { return [subject] }
                return [subject] + graph.extensions(of: id).map(SubjectRef.symbol)
            }
        }
        return nil
    }

    /// The files a `code matching` selector reads (nil: every file), for matching its pattern in the same pass as the
    /// other patterns each of those files is read for (`CodePatternMemo`).
    func filesSearched(by simple: SimpleSelector) -> BitSet? {
        subjectsOfFirstIn(simple).map { BitSet(count: graph.files.count, members: $0.lazy.map(facts.fileIndex)) }
    }
}
