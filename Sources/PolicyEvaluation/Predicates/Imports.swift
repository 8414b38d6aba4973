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

    /// Where the imports of a file subject are that match the pattern (`matching`) or do not: the offending ones of
    /// `must not import P` and of `must import only P`. Empty for a symbol (its file's imports are not its own).
    func importPlaces(_ pattern: Pattern, matching: Bool, _ subject: SubjectRef, _ bindings: Bindings) -> [SourceLocation] {
        guard case .file(let file) = subject else { return [] }
        let path = graph.files[file].path
        var places: [SourceLocation] = []
        for record in graph.files[file].imports where moduleMatches(pattern, record.module, subject, bindings) == matching {
            places.append(SourceLocation(file: path, line: max(1, record.line), column: max(1, record.column)))
        }
        return places
    }
}
