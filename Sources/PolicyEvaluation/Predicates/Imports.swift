// `import P`, `import only P`: the modules the subject's file imports match the pattern (`Foundation` matches
// `import Foundation.NSString` too). The fast path decides each file once.

import Findings
import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// Whether some import (`only`: every import) of the subject's file matches the pattern.
    func imports(_ pattern: Pattern, only: Bool, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let modules = facts.importedModules(subject)
        if only { return modules.allSatisfy { moduleMatches(pattern, $0.name, subject, bindings) } }
        return modules.contains { moduleMatches(pattern, $0.name, subject, bindings) }
    }

    /// `Foundation` matches `import Foundation` and `import Foundation.NSString`.
    func moduleMatches(_ pattern: Pattern, _ module: String, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        let pattern = compiled(pattern)
        return moduleMatches(pattern, module, context: pattern.dependsOnBindings ? values(subject, bindings) : [:])
    }

    func moduleMatches(_ pattern: CompiledPattern, _ module: String, context: [String: String] = [:]) -> Bool {
        if pattern.matches(module, bindings: context) { return true }
        // by bytes: a module name's dot is ASCII, and searching Characters costs far more
        guard let dot = module.utf8.firstIndex(of: UInt8(ascii: ".")) else { return false }
        return pattern.matches(String(Substring(module.utf8[..<dot])), bindings: context)
    }

    @inline(__always) func importsVerdict(_ pattern: CompiledPattern, _ only: Bool, _ slot: Int, _ subject: SubjectRef) -> Verdict {
        let file = facts.fileIndex(subject)
        return fileMemoized(slot, file) {
            let modules = graph.files[file].imports
            return only ? modules.allSatisfy { moduleMatches(pattern, $0.module) } : modules.contains { moduleMatches(pattern, $0.module) }
        }
    }

    /// The places of the imports that break a failed requirement on a file: for `must not import P` the imports
    /// matching P, for `must import only P` those that do not. Nil when the requirement is no plain import predicate,
    /// the subject is a symbol (its finding stays on its declaration), or no single import is to blame
    /// (`must import P`).
    func offendingImports(_ requirement: Requirement, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation]? {
        guard case .file(let file) = subject else { return nil }
        let pattern: Pattern
        let offendingWhenMatching: Bool
        switch (requirement.predicate.kind, requirement.negated) {
        case (.imports(let p), true): (pattern, offendingWhenMatching) = (p, true)
        case (.importsOnly(let p), false): (pattern, offendingWhenMatching) = (p, false)
        default: return nil
        }
        let path = graph.files[file].path
        var places: [SourceLocation] = []
        for record in graph.files[file].imports
        where moduleMatches(pattern, record.module, subject, bindings) == offendingWhenMatching {
            places.append(SourceLocation(file: path, line: max(1, record.line), column: max(1, record.column)))
        }
        return places.isEmpty ? nil : places
    }
}
