// `have Q lines`: a declaration's lines from its first to its last (`SourceRange.lineCount`), a file's lines.
// The meaning and its fast path read the same count; the fast path only spares building an environment.

import PolicyLanguage
import SymbolGraph

extension EvaluationContext {
    /// Whether the subject's line count satisfies the quantity (a parameter counts its function's lines).
    func hasLines(_ quantity: QuantityKind, _ subject: SubjectRef) -> Bool {
        switch subject {
        case .file(let f): return quantity.admits(graph.files[f].lineCount)
        case .symbol(let id): return quantity.admits(graph.lineCount(of: id))
        case .parameter(let parameter): return quantity.admits(graph.lineCount(of: parameter.function))
        }
    }

    /// The fast path: the same count, through the column reads of `DeclarationFacts`.
    func linesVerdict(_ quantity: QuantityKind, _ subject: SubjectRef) -> Verdict {
        switch subject {
        case .symbol(let id): return Verdict(quantity.admits(declarations.lineSpan(id)))
        case .parameter(let parameter): return Verdict(quantity.admits(declarations.lineSpan(parameter.function)))
        case .file(let f): return Verdict(quantity.admits(graph.files[f].lineCount))
        }
    }
}
