// `under P`: the subject's file is under a folder the path pattern matches. The fast path decides each folder
// once, in a memo every check of the pattern shares.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// `under P` for a subject's file: a pattern without placeholders is decided once per folder, in the memo its
    /// compiled `under` steps share (`compiledPath`); one with placeholders is matched against the bound values.
    func fileIsUnder(_ pattern: Pattern, _ subject: SubjectRef, _ bindings: Bindings) -> Bool {
        guard fastPaths, let compiled = compiledPath(pattern) else {
            return pattern.matchesPath(graph.files[facts.fileIndex(subject)].relativePath, bindings: facts.templateValues(subject, bindings))
        }
        return underVerdict(compiled.path, compiled.slot, subject) == .yes
    }

    /// A path pattern without placeholders, compiled once, with the memo of its verdicts by folder (`fileMemo[slot]`)
    /// that every check of the pattern fills and reads.
    struct CompiledPath {
        let path: CompiledPathPattern
        let slot: Int
    }

    /// The pattern compiled and given its memo the first time it is asked for; nil when it has placeholders.
    func compiledPath(_ pattern: Pattern) -> CompiledPath? {
        if let known = compiledPaths[pattern.span] { return known }
        let compiled = CompiledPathPattern(pattern).map { path in
            fileMemo.append([Verdict](repeating: .unknown, count: fileFolders.folders.count))
            return CompiledPath(path: path, slot: fileMemo.count - 1)
        }
        compiledPaths[pattern.span] = .some(compiled)
        return compiled
    }

    /// The place of a file's folder in `fileFolders.folders`.
    func folder(ofFile file: Int) -> Int { Int(fileFolders.folderOfFile[file]) }

    @inline(__always) func underVerdict(_ path: CompiledPathPattern, _ slot: Int, _ subject: SubjectRef) -> Verdict {
        let folder = folder(ofFile: facts.fileIndex(subject))
        return fileMemoized(slot, folder) { path.matches(fileFolders.folders[folder]) }
    }
}
